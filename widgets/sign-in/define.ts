import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { SignIn } from './SignIn';

/**
 * <souq-sign-in>: the sign-in page (route /auth/sign-in); attributes `from` (where to return once
 * signed in: a path of the storefront only, /home otherwise) and `theme` (light, dark or system;
 * the shopper's choice by default). Fires `souq:navigate` from its links and when the customer
 * is signed in.
 */
export const SignInElement = souqElement(SignIn, { from: 'string' });
/** The `SignInElement` instance type: the element with its attributes as typed properties. */
export type SignInElement = InstanceType<typeof SignInElement>;
defineOnce('souq-sign-in', SignInElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-sign-in': SignInElement;
  }
}
