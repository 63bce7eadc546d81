import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { AddToCart } from './AddToCart';

/**
 * <souq-add-to-cart>: attributes `item-id` (the item's numeric id, required), `quantity` (units one
 * press adds, 1 by default) and `theme` (light, dark or system; the shopper's choice by default).
 * Fires `souq:item-add` when the shopper adds the item and `souq:item-remove` when they take its
 * line out with the stepper.
 */
export const AddToCartElement = souqElement(AddToCart, { itemId: 'number', quantity: 'number' });
/** The `AddToCartElement` instance type: the element with its attributes as typed properties. */
export type AddToCartElement = InstanceType<typeof AddToCartElement>;
defineOnce('souq-add-to-cart', AddToCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-add-to-cart': AddToCartElement;
  }
}
