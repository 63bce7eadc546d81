/** Message keys the cart rules refuse with; each is an i18n key of both locales. */
export const CART_MESSAGES = [
  'Out of stock',
  'Out of Stock',
  'Out of Limits',
  'Item already in cart',
  'Item_not_in_cart',
] as const;

/** A message key of a refused cart action. */
export type CartMessageKey = (typeof CART_MESSAGES)[number];
