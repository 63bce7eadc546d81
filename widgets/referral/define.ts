import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Referral } from './Referral';

/**
 * <souq-referral>: the signed-in customer's referral code (route `/profile?page=referral-code`),
 * to copy or share, and what a referral earns. Attribute `theme` (light, dark or system; the
 * shopper's choice by default). A visitor is asked to sign in. Fires `souq:navigate` from its
 * links.
 */
export const ReferralElement = souqElement(Referral, {});
/** The `ReferralElement` instance type: the element with its attributes as typed properties. */
export type ReferralElement = InstanceType<typeof ReferralElement>;
defineOnce('souq-referral', ReferralElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-referral': ReferralElement;
  }
}
