import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { DeliveryManApplication } from './DeliveryManApplication';

/**
 * <souq-delivery-man-application>: the delivery-man registration (route /delivery-man/apply), in
 * steps, sent for the shop's review. Attribute `theme` (light, dark or system; the shopper's
 * choice by default). Fires `souq:navigate` from its links.
 */
export const DeliveryManApplicationElement = souqElement(DeliveryManApplication, {});
/** The `DeliveryManApplicationElement` instance type: the element with its attributes as typed properties. */
export type DeliveryManApplicationElement = InstanceType<typeof DeliveryManApplicationElement>;
defineOnce('souq-delivery-man-application', DeliveryManApplicationElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-delivery-man-application': DeliveryManApplicationElement;
  }
}
