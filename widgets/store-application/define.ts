import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { StoreApplication } from './StoreApplication';

/**
 * <souq-store-application>: the store-owner application (route /store/apply), in steps, sent for
 * the shop's review. Attribute `theme` (light, dark or system; the shopper's choice by default).
 * Fires `souq:navigate` from its links.
 */
export const StoreApplicationElement = souqElement(StoreApplication, {});
/** The `StoreApplicationElement` instance type: the element with its attributes as typed properties. */
export type StoreApplicationElement = InstanceType<typeof StoreApplicationElement>;
defineOnce('souq-store-application', StoreApplicationElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-store-application': StoreApplicationElement;
  }
}
