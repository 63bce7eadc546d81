import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Loyalty } from './Loyalty';

/**
 * <souq-loyalty>: the signed-in customer's loyalty points (route `/profile?page=loyalty-points`):
 * the points held, converting them into wallet money, and their history. Attribute `theme` (light,
 * dark or system; the shopper's choice by default). A visitor is asked to sign in. Fires
 * `souq:navigate` from its links.
 */
export const LoyaltyElement = souqElement(Loyalty, {});
/** The `LoyaltyElement` instance type: the element with its attributes as typed properties. */
export type LoyaltyElement = InstanceType<typeof LoyaltyElement>;
defineOnce('souq-loyalty', LoyaltyElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-loyalty': LoyaltyElement;
  }
}
