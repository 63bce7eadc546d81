import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Addresses } from './Addresses';

/**
 * <souq-addresses>: the signed-in customer's saved addresses (route `/profile?page=addresses`),
 * to add, edit and delete; attribute `theme` (light, dark or system; the shopper's choice by
 * default). A visitor is asked to sign in. Fires `souq:navigate` from its sign-in link.
 */
export const AddressesElement = souqElement(Addresses, {});
/** The `AddressesElement` instance type: the element with its attributes as typed properties. */
export type AddressesElement = InstanceType<typeof AddressesElement>;
defineOnce('souq-addresses', AddressesElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-addresses': AddressesElement;
  }
}
