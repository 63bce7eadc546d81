import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { WishlistButton } from './WishlistButton';

/**
 * <souq-wishlist-button>: attributes `item-id` (the item's numeric id, required) and `theme`
 * (light, dark or system; the shopper's choice by default).
 */
export const WishlistButtonElement = souqElement(WishlistButton, { itemId: 'number' });
/** The `WishlistButtonElement` instance type: the element with its attributes as typed properties. */
export type WishlistButtonElement = InstanceType<typeof WishlistButtonElement>;
defineOnce('souq-wishlist-button', WishlistButtonElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-wishlist-button': WishlistButtonElement;
  }
}
