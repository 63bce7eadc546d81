/*
 * The storefront routes widgets link to (spec §2 "Routes"). Paths only: an embedded widget turns
 * them into links on the shop's own origin.
 */
import type { StoreListName } from '../api/wire';
import type { OrderKind } from '../orders/orderKind';
import { DEFAULT_SEARCH_QUERY, searchPagePath } from '../search/searchPageQuery';

/** Proceed-to-checkout, for customers and for the guests the shop lets check out. */
export const CHECKOUT_PATH = '/checkout?page=cart';

/** The product page of an item: its slug when it has one, else its numeric id. */
export function productPath(item: { id: number; slug?: string | null | undefined }): string {
  return `/product/${encodeURIComponent(item.slug || String(item.id))}`;
}

/**
 * The slug or id a product page's path names, as `productPath` wrote it; undefined for any other
 * path, and for a malformed escape, which names no item.
 */
export function productKeyOfPath(path: string): string | undefined {
  const encoded = /^\/product\/([^/]+)$/.exec(path)?.[1];
  if (encoded === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * The page of a store. Always its numeric id, never its slug: a store slugged `apply` must not
 * land on `/store/apply`, the become-a-store-owner page (spec §2 "Routes").
 */
export function storePath(store: { id: number }): string {
  return `/store/${store.id}`;
}

/** The stores page, listing every store. */
export const STORES_PATH = '/stores';

/** The stores page on one of its lists; every store ('all') needs no query. */
export function storesPath(type: StoreListName = 'all'): string {
  return type === 'all' ? STORES_PATH : `${STORES_PATH}?type=${type}`;
}

/** The home page. */
export const HOME_PATH = '/home';

/** The running flash sales. */
export const FLASH_SALES_PATH = '/flash-sales';

/** The item campaigns, shown as Campaigns. */
export const CAMPAIGNS_PATH = '/item-campaigns';

/** One campaign opened on the campaigns page, with its items and stores. */
export function campaignPath(campaign: { id: number }): string {
  return `${CAMPAIGNS_PATH}?campaign=${campaign.id}`;
}

/** Order tracking, offered only to shoppers who are not signed in. */
export const TRACK_ORDER_PATH = '/track-order';

/** The coupons page. */
export const COUPONS_PATH = '/coupons';

/** About the shop; the header's trust badge leads here. */
export const ABOUT_US_PATH = '/about-us';

/** The signed-in customer's wishlist as a page: the items and stores they wished. */
export const WISHLIST_PATH = '/wishlist';

/** The signed-in customer's conversation with the shop's support. */
export const INBOX_PATH = '/inbox';

/** Sign-up for new customers. */
export const SIGN_UP_PATH = '/auth/sign-up';

/** The sections of the profile route (spec §2 "Routes"; the saved addresses are ours). */
export type ProfilePage =
  | 'profile-settings'
  | 'my-orders'
  | 'addresses'
  | 'wallet'
  | 'coupons'
  | 'loyalty-points'
  | 'referral-code';

/** A section of the signed-in customer's profile. */
export function profilePath(page: ProfilePage): string {
  return `/profile?page=${page}`;
}

/** The search page for a searched text (spec §2 routes). */
export function searchPath(name: string): string {
  return searchPagePath({ ...DEFAULT_SEARCH_QUERY, name });
}

/** Every parent category with its children. */
export const CATEGORIES_PATH = '/categories';

/** The page of one category: its name, its children, its items and stores. */
export function categoryPagePath(categoryId: number): string {
  return `/category/${categoryId}`;
}

/**
 * The confirmation of a placed order: its id, what happens next (which depends on its kind: a
 * prescription is priced by the pharmacy, a parcel collected from its sender), where to go.
 */
export function orderPlacedPath(orderId: number, kind: OrderKind = 'items'): string {
  return kind === 'items'
    ? `/order-placed?id=${orderId}`
    : `/order-placed?id=${orderId}&kind=${kind}`;
}

/** The details of one of the shopper's orders. */
export function orderDetailsPath(orderId: number): string {
  return `/order?id=${orderId}`;
}

/** Tracking of one order; a visitor still names its phone on the page. */
export function trackOrderPath(orderId?: number): string {
  return orderId === undefined ? TRACK_ORDER_PATH : `${TRACK_ORDER_PATH}?id=${orderId}`;
}

/** Sign-in (spec §2): where a visitor, a logged-out customer or an expired session goes. */
export const SIGN_IN_PATH = '/auth/sign-in';

/**
 * Sign-in that brings the shopper back to `from` (a path of this storefront) afterwards; plain
 * sign-in where there is none (a partner page, whose paths are not the storefront's).
 */
export function signInPath(from?: string): string {
  return from === undefined ? SIGN_IN_PATH : `${SIGN_IN_PATH}?from=${encodeURIComponent(from)}`;
}

/** The shop's help and support: its contacts and frequent questions (opens in a new tab, spec §2). */
export const HELP_PATH = '/help-and-support';

/** The store-owner application (spec §2 "Routes"). */
export const STORE_APPLICATION_PATH = '/store/apply';

/** The delivery man's registration. */
export const DELIVERY_MAN_APPLICATION_PATH = '/delivery-man/apply';

/** Sending a parcel (the parcel module). */
export const PARCEL_PATH = '/parcel';

/** An order from a prescription's pictures (the pharmacy module). */
export const PRESCRIPTION_PATH = '/prescription';

/** The prescription order, for one pharmacy (its store page's link) or for any the shopper picks. */
export function prescriptionPath(storeId?: number | null): string {
  return storeId == null ? PRESCRIPTION_PATH : `${PRESCRIPTION_PATH}?store=${storeId}`;
}

/** The gift packets and their spin. */
export const GIFTS_PATH = '/gifts';
