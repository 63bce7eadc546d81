import { SIGN_UP_PATH } from '../../src/core/catalog';

/** The sign-up page, carrying where to return once signed up (`/auth/sign-up?from=`) when given. */
export function signUpPath(from?: string): string {
  return from === undefined ? SIGN_UP_PATH : `${SIGN_UP_PATH}?from=${encodeURIComponent(from)}`;
}
