import { useSouq, useT } from '../../src/ui/souq';

/** Selects the text of `element`, so a shopper whose clipboard was refused can copy it by hand. */
function selectText(element: HTMLElement | null): void {
  const selection = element?.ownerDocument.getSelection();
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}

/**
 * Copies a coupon code to the clipboard and says so in a toast. Where the clipboard is refused
 * (no permission, an insecure page, an old browser) the code is selected instead and the toast
 * says to copy it by hand.
 */
export function useCopyCode(): (code: string, codeElement: HTMLElement | null) => Promise<void> {
  const t = useT();
  const { toasts } = useSouq();
  return async (code, codeElement) => {
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      toasts.success(t('Coupon code copied'));
    } catch {
      selectText(codeElement);
      toasts.error(t('The code could not be copied. It is selected: copy it yourself.'));
    }
  };
}
