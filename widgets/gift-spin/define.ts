import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { GiftSpin } from './GiftSpin';

/**
 * <souq-gift-spin>: the gift spin (route /gifts): the shop's gift packets with their chances, a
 * signed-in customer's one spin of each, and the prize that comes free with their next order; a
 * visitor is asked to sign in to spin. Attribute `theme` (light, dark or system; the shopper's
 * choice by default). Fires `souq:navigate` from its links.
 */
export const GiftSpinElement = souqElement(GiftSpin, {});
/** The `GiftSpinElement` instance type: the element with its attributes as typed properties. */
export type GiftSpinElement = InstanceType<typeof GiftSpinElement>;
defineOnce('souq-gift-spin', GiftSpinElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-gift-spin': GiftSpinElement;
  }
}
