import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { ProductPage } from './ProductPage';

/**
 * <souq-product-page>: attributes `item-id` (the item's slug or numeric id, as in
 * `/product/{id}`; required) and `theme` (light, dark or system; the shopper's choice by
 * default). An unknown item shows the page's not-found state. Fires `souq:item-add` and
 * `souq:item-remove` from its cart controls and `souq:navigate` from its links.
 */
export const ProductPageElement = souqElement(ProductPage, { itemId: 'string' });
/** The `ProductPageElement` instance type: the element with its attributes as typed properties. */
export type ProductPageElement = InstanceType<typeof ProductPageElement>;
defineOnce('souq-product-page', ProductPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-product-page': ProductPageElement;
  }
}
