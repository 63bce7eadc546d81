import { useSignals } from '@preact/signals-react/runtime';
import { useSouq, useT } from '../../src/ui/souq';

/** Whether this browser can hand text to the system's share sheet (the Web Share API). */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Hands the referral code to the system's share sheet, with the shop's name as the title and a
 * line inviting the friend to sign up with it. Closing the sheet is no failure; any other
 * refusal is said in a toast.
 */
export function useShareCode(): (code: string) => Promise<void> {
  useSignals();
  const t = useT();
  const { shop, toasts } = useSouq();
  const title = shop.name.value ?? undefined;
  return async (code) => {
    try {
      await navigator.share({
        ...(title ? { title } : {}),
        text: t('Sign up with my code {code} and start shopping.', { code }),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toasts.error(t('The code could not be shared.'));
    }
  };
}
