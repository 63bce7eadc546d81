import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Profile } from './Profile';

/**
 * <souq-profile>: the customer's profile (route `/profile?page=…`), the menu of its sections beside
 * the one shown. Attributes: `page` (`profile-settings`, the default, `my-orders`, `addresses`,
 * `wallet`, `loyalty-points`, `referral-code` or `coupons`), `tab` (my orders' tab: `running` or
 * `previous`), `payment-status` (the demo payment page's `status` on its way back to the wallet)
 * and `theme` (light, dark or system; the shopper's choice by default). A visitor is asked to
 * sign in. Fires `souq:navigate` from its links.
 */
export const ProfileElement = souqElement(Profile, {
  page: 'string',
  tab: 'string',
  paymentStatus: 'string',
});
/** The `ProfileElement` instance type: the element with its attributes as typed properties. */
export type ProfileElement = InstanceType<typeof ProfileElement>;
defineOnce('souq-profile', ProfileElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-profile': ProfileElement;
  }
}
