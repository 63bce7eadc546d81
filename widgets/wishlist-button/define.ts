import { defineOnce } from '../../src/elements/defineOnce';
import { souqElement } from '../../src/elements/defineSouqElement';
import { WishlistButton } from './WishlistButton';

/**
 * <souq-wishlist-button>: attributes `item-id` (the item's numeric id, required) and `theme`
 * (light, dark or system; the shopper's choice by default).
 */
export const WishlistButtonElement = souqElement(WishlistButton, { itemId: 'number' });
defineOnce('souq-wishlist-button', WishlistButtonElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-wishlist-button': HTMLElement;
  }
}
