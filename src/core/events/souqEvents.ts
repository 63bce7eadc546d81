/*
 * The `souq:*` DOM events a page can listen to: their names, what each carries, and the one way
 * the kit fires them. Every event bubbles and is composed, so it leaves an element's shadow root
 * and reaches the partner's own listeners on any ancestor or on `document`.
 */
import type { Locale } from '../i18n/locale';

/** One cart line as a page sees it: plain data, prices in the shop's currency (major units). */
export interface CartLineSnapshot {
  /** The item's numeric id. */
  readonly itemId: number;
  readonly name: string;
  /** The chosen variation, the same in every language, e.g. 'Large-Red'; '' when the item has none. */
  readonly variation: string;
  readonly quantity: number;
  /** What one unit costs after the item's discounts. */
  readonly unitPrice: number;
}

/** The cart as a page sees it. */
export interface CartSnapshot {
  readonly lines: readonly CartLineSnapshot[];
  /** How many lines the cart holds (the number on the cart button). */
  readonly count: number;
  /** What the lines cost after their discounts (the drawer's "Subtotal"). */
  readonly subtotal: number;
}

/** What `souq:checkout` carries. */
export interface CheckoutDetail {
  readonly cart: CartSnapshot;
  /** The storefront checkout page the link goes to. */
  readonly href: string;
  /** Whether the shopper chose "Checkout as Guest". */
  readonly guest: boolean;
}

/** What `souq:search-submit` carries. */
export interface SearchSubmitDetail {
  /** The searched text, trimmed; never empty. */
  readonly name: string;
}

/** What `souq:navigate` carries. */
export interface NavigateDetail {
  /** The storefront route the link opens, e.g. '/product/olive-oil' or '/search?name=tea'. */
  readonly path: string;
  /** The link's full address: the route on the storefront's origin (`data-storefront`). */
  readonly href: string;
}

/** What `souq:wishlist-change` carries. */
export interface WishlistChangeDetail {
  /** The ids of the wished items, in the list's order. */
  readonly itemIds: readonly number[];
}

/** What `souq:locale-change` carries. */
export interface LocaleChangeDetail {
  readonly locale: Locale;
}

/** What `souq:order-place` carries. */
export interface OrderPlaceDetail {
  /** The id of the order placed, as its confirmation and tracking name it. */
  readonly orderId: number;
  /** What the order costs the shopper, tip included (the shop's currency, major units). */
  readonly total: number;
}

/** What `souq:error` carries. */
export interface ErrorDetail {
  /** The message the shopper is shown, in the active language. */
  readonly message: string;
}

/** Each event's name and the `detail` it carries. */
export interface SouqEventDetails {
  /** The cart's lines changed (any widget, the page API, another tab, the server). On `document`. */
  'souq:cart-change': CartSnapshot;
  /** The shopper put a new line in the cart; from the element they used. */
  'souq:item-add': CartLineSnapshot;
  /** The shopper took a line out of the cart; from the element they used. */
  'souq:item-remove': CartLineSnapshot;
  /** The wished items changed. On `document`. */
  'souq:wishlist-change': WishlistChangeDetail;
  /** The shopper asked for checkout; cancel it to run checkout another way. */
  'souq:checkout': CheckoutDetail;
  /** The shopper submitted a search; cancel it to show the results another way. */
  'souq:search-submit': SearchSubmitDetail;
  /**
   * The shopper followed a link to another storefront page (a product, a store, a category, a
   * search). Cancel it to show that page in place (e.g. set `item-id` on your own
   * `<souq-product-page>`); otherwise the link opens, in the storefront's own router or on
   * `data-storefront`.
   */
  'souq:navigate': NavigateDetail;
  /** An order was placed at checkout; from the checkout element. */
  'souq:order-place': OrderPlaceDetail;
  /** The kit's language changed. On `document`. */
  'souq:locale-change': LocaleChangeDetail;
  /** The shop's API reported an error (the message is also toasted). On `document`. */
  'souq:error': ErrorDetail;
}

/** The name of a `souq:*` event. */
export type SouqEventName = keyof SouqEventDetails;

/** Each `souq:*` event's name and its event type. */
export type SouqEventMap = { [Name in SouqEventName]: CustomEvent<SouqEventDetails[Name]> };

/** The events a listener may cancel; the others are plain notices. */
export const CANCELABLE_EVENTS = ['souq:checkout', 'souq:search-submit', 'souq:navigate'] as const;

/** A new `souq:*` event: bubbling, composed, cancelable when its name says so. */
export function souqEvent<Name extends SouqEventName>(
  name: Name,
  detail: SouqEventDetails[Name],
): SouqEventMap[Name] {
  const cancelable = (CANCELABLE_EVENTS as readonly string[]).includes(name);
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable });
  // TypeScript cannot follow a generic name through the mapped type; the detail fixes it.
  return event as SouqEventMap[Name];
}

/** Fires a `souq:*` event at `target`; false when a listener cancelled it. */
export function dispatchSouqEvent<Name extends SouqEventName>(
  target: EventTarget,
  name: Name,
  detail: SouqEventDetails[Name],
): boolean {
  return target.dispatchEvent(souqEvent(name, detail));
}

declare global {
  interface GlobalEventHandlersEventMap {
    'souq:cart-change': SouqEventMap['souq:cart-change'];
    'souq:item-add': SouqEventMap['souq:item-add'];
    'souq:item-remove': SouqEventMap['souq:item-remove'];
    'souq:wishlist-change': SouqEventMap['souq:wishlist-change'];
    'souq:checkout': SouqEventMap['souq:checkout'];
    'souq:search-submit': SouqEventMap['souq:search-submit'];
    'souq:navigate': SouqEventMap['souq:navigate'];
    'souq:order-place': SouqEventMap['souq:order-place'];
    'souq:locale-change': SouqEventMap['souq:locale-change'];
    'souq:error': SouqEventMap['souq:error'];
  }
}
