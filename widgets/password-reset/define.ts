import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { PasswordReset } from './PasswordReset';

/**
 * <souq-password-reset>: the forgotten password page (route /auth/forgot-password); attribute
 * `theme` (light, dark or system; the shopper's choice by default). Fires `souq:navigate` from
 * its link back to sign-in.
 */
export const PasswordResetElement = souqElement(PasswordReset, {});
/** The `PasswordResetElement` instance type: the element with its attributes as typed properties. */
export type PasswordResetElement = InstanceType<typeof PasswordResetElement>;
defineOnce('souq-password-reset', PasswordResetElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-password-reset': PasswordResetElement;
  }
}
