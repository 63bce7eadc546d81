import type { MessageKey } from '../../core/i18n';
import { useSouq, useT } from '../souq';

/** Selects the text of `element`, so a shopper whose clipboard was refused can copy it by hand. */
function selectText(element: HTMLElement | null): void {
  const selection = element?.ownerDocument.getSelection();
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}

/**
 * Copies a code (a coupon's, a referral code) to the clipboard and says so in a toast, which
 * screen readers announce: `copied` names what was copied. Where the clipboard is refused (no
 * permission, an insecure page, an old browser) the code is selected instead and the toast says
 * to copy it by hand.
 */
export function useCopyText(
  copied: MessageKey,
): (text: string, textElement: HTMLElement | null) => Promise<void> {
  const t = useT();
  const { toasts } = useSouq();
  return async (text, textElement) => {
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      toasts.success(t(copied));
    } catch {
      selectText(textElement);
      toasts.error(t('The code could not be copied. It is selected: copy it yourself.'));
    }
  };
}
