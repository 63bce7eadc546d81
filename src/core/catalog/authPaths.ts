/*
 * The routes of signing in and up beside /auth/sign-in and /auth/sign-up (issue #20): the phone's
 * verification and the forgotten password.
 */

/** The forgotten password: phone, code, new password. */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';

/** Verifying a phone with the code sent to it. */
export const VERIFY_PHONE_PATH = '/auth/verify';

/** The terms and conditions a visitor accepts to sign up (spec §2). */
export const TERMS_PATH = '/terms-and-conditions';

/** The verification of `phone`, then sign-in that brings the customer back to `from`. */
export function verifyPhonePath(phone: string, from?: string): string {
  const query = new URLSearchParams({ phone });
  if (from !== undefined) query.set('from', from);
  return `${VERIFY_PHONE_PATH}?${query.toString()}`;
}
