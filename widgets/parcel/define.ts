import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Parcel } from './Parcel';

/**
 * <souq-parcel>: sending a parcel (route `/parcel`): its category, the sender and the receiver
 * (a customer's saved addresses or new ones), who pays and how, and the charge worked out as the
 * server will ask it. Attribute `theme` (light, dark or system; the shopper's choice by default).
 * A visitor is asked to sign in unless the shop takes guest orders. Fires `souq:order-place` once
 * the parcel is sent, and `souq:navigate` from its links.
 */
export const ParcelElement = souqElement(Parcel, {});
/** The `ParcelElement` instance type: the element with its attributes as typed properties. */
export type ParcelElement = InstanceType<typeof ParcelElement>;
defineOnce('souq-parcel', ParcelElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-parcel': ParcelElement;
  }
}
