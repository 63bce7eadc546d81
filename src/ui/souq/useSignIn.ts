import { useCallback } from 'react';
import type { MessageKey } from '../../core/i18n/resources';
import { signIn } from '../../core/session/signIn';
import { useSouq } from './SouqProvider';

/**
 * Signs the customer in with the token a login, sign-up or phone verification earned (the core's
 * `signIn`: token stored, guest id forgotten, profile, wishlist and cart read anew, 'Sign in
 * successfully.' said, or the message given); resolves once the reads are done.
 */
export function useSignIn(): (token: string, said?: MessageKey) => Promise<void> {
  const core = useSouq();
  return useCallback(
    (token: string, said?: MessageKey) =>
      signIn(
        { ...core, toast: core.toasts, t: (key, values) => core.i18n.t(key, values ?? {}) },
        token,
        said,
      ),
    [core],
  );
}
