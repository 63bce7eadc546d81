import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { SignUp } from './SignUp';

/**
 * <souq-sign-up>: the sign-up page (route /auth/sign-up?from=); attributes `from` (where to return
 * once signed up: a path of the storefront only, /home otherwise) and `theme` (light, dark or
 * system; the shopper's choice by default). Fires `souq:navigate` from its links and once the new
 * customer is signed in.
 */
export const SignUpElement = souqElement(SignUp, { from: 'string' });
/** The `SignUpElement` instance type: the element with its attributes as typed properties. */
export type SignUpElement = InstanceType<typeof SignUpElement>;
defineOnce('souq-sign-up', SignUpElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-sign-up': SignUpElement;
  }
}
