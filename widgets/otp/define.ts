import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Otp } from './Otp';

/**
 * <souq-otp>: the phone verification page (route /auth/verify); attributes `phone` (the phone the
 * code was sent to, with its calling code), `from` (where sign-in returns to afterwards, a
 * storefront path) and `theme` (light, dark or system; the shopper's choice by default). Fires
 * `souq:navigate` from its links and when the phone is verified.
 */
export const OtpElement = souqElement(Otp, { phone: 'string', from: 'string' });
/** The `OtpElement` instance type: the element with its attributes as typed properties. */
export type OtpElement = InstanceType<typeof OtpElement>;
defineOnce('souq-otp', OtpElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-otp': OtpElement;
  }
}
