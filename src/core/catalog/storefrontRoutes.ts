/*
 * The storefront routes widgets link to (spec §2 "Routes"). Paths only: an embedded widget turns
 * them into links on the shop's own origin.
 */

/** Proceed-to-checkout, for customers and for the guests the shop lets check out. */
export const CHECKOUT_PATH = '/checkout?page=cart';

/** The product page of an item: its slug when it has one, else its numeric id. */
export function productPath(item: { id: number; slug?: string | null | undefined }): string {
  return `/product/${encodeURIComponent(item.slug || String(item.id))}`;
}
