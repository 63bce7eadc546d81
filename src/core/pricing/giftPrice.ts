/*
 * A won gift goes out with an order at no cost: its line keeps the item's price, so the order
 * shows what the gift is worth, and takes all of it off as the line's discount.
 */

/** The price and per-unit discount of an order line that carries a won gift. */
export interface GiftLinePrice {
  price: number;
  discountOnItem: number;
}

/** A gift's order line: the item's own price, all of it discounted, so it adds 0 to the total. */
export function giftLinePrice(itemPrice: number): GiftLinePrice {
  const price = Number.isFinite(itemPrice) && itemPrice > 0 ? itemPrice : 0;
  return { price, discountOnItem: price };
}
