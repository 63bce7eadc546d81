import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { StorePage } from './StorePage';

/**
 * <souq-store-page>: attributes `store-id` (the store's numeric id or its slug, required) and
 * `theme` (light, dark or system; the shopper's choice by default).
 */
export const StorePageElement = souqElement(StorePage, { storeId: 'string' });
/** The `StorePageElement` instance type: the element with its attributes as typed properties. */
export type StorePageElement = InstanceType<typeof StorePageElement>;
defineOnce('souq-store-page', StorePageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-store-page': StorePageElement;
  }
}
