/*
 * The fake shop's checkout routes besides order placement: the customer's address book, the zone
 * of a point, a coupon checked against the cart of one store, and the usual tip, as the demo
 * server answers them (demo-site/server/routes/delivery, routes/catalog/configRoutes.ts).
 */
import type { Config, Item, ListedCoupon, Order } from '../api/wire';
import type { MostTipsReply } from '../api/orderWire';
import type { Locale } from '../i18n/locale';
import { precision } from '../pricing';
import type { FakeAddressBook } from './fakeAddresses';
import type { FakeShopCart } from './fakeCart';
import { checkFakeCoupon, requestZoneIds, storeItemsTotal } from './fakeCoupons';
import { type FakeRequest, MAX_ROW_ID, refuse, wholeNumber } from './fakeHttp';
import { fixtureStoreDetails } from './fakeStorePage';
import { zoneIdAnswer } from './fakeZones';

type Answer = (request: FakeRequest, params: readonly string[]) => unknown;

interface CheckoutRoute {
  method: string;
  path: RegExp;
  answer: Answer;
}

/** What the checkout routes read of the rest of the shop. */
export interface FakeCheckoutShop {
  addresses: FakeAddressBook;
  cart: FakeShopCart;
  catalog: (language: Locale) => readonly Item[];
  config: (language: Locale) => Config;
  /** Every order the shop holds, as it stands now. */
  orders: (language: Locale) => Order[];
  /** Wraps a route a customer alone may call (401 for anyone else). */
  asCustomer: (answer: Answer) => Answer;
  /** Wraps a route of the cart's owner: the customer, or a guest naming itself by guest_id. */
  asCartOwner: (answer: Answer) => Answer;
}

/** Longest coupon code read, as on the server; longer ones are no code of this shop. */
const CODE_MAX_LENGTH = 64;

function couponCode(value: string | undefined): string {
  const code = value?.trim() ?? '';
  if (code === '') return refuse(422, 'code', '{field} is required', { field: 'code' });
  if (code.length > CODE_MAX_LENGTH) refuse(422, 'code', '{field} is invalid', { field: 'code' });
  return code;
}

/**
 * The tip shoppers chose most often on delivered orders (the smaller amount when two tie), as the
 * server's customer/order/most-tips counts it; 0 before any delivered order carried one.
 */
export function mostTips(orders: readonly Order[]): MostTipsReply {
  const times = new Map<number, number>();
  for (const order of orders) {
    if (order.order_status === 'delivered' && order.dm_tips > 0) {
      times.set(order.dm_tips, (times.get(order.dm_tips) ?? 0) + 1);
    }
  }
  const [most] = [...times].sort(([a, countA], [b, countB]) => countB - countA || a - b);
  return { most_tips_amount: most?.[0] ?? 0 };
}

/** The checkout routes of the fake shop. */
export function fakeCheckoutRoutes(shop: FakeCheckoutShop): CheckoutRoute[] {
  const route = (method: string, path: string, answer: Answer): CheckoutRoute => ({
    method,
    path: new RegExp(`^/api/v1/${path}$`),
    answer,
  });
  const storeKnown = (storeId: number, language: Locale) =>
    shop.catalog(language).some((item) => item.store_id === storeId) ||
    fixtureStoreDetails(
      (store) => store.id === storeId,
      language,
      () => 0,
    ) !== undefined;

  // As the server: the code and store first, then the store, then the coupon over its lines.
  const applyCoupon = (request: FakeRequest): ListedCoupon => {
    const { language, query } = request;
    const code = couponCode(query.code);
    const storeId = wholeNumber(query.store_id, 'store_id', 1, MAX_ROW_ID);
    if (!storeKnown(storeId, language)) refuse(404, 'store_id', 'Store not found');
    const config = shop.config(language);
    const digits = precision(config.digit_after_decimal_point);
    // Every fixture store lies in the shop's first zone; the header's zone counts when it names it.
    const storeZone = config.zones[0]?.id;
    const named = requestZoneIds(request);
    const zoneId =
      storeZone !== undefined && named.includes(storeZone) ? storeZone : (named[0] ?? null);
    return checkFakeCoupon({
      code,
      storeId,
      zoneId,
      subtotal: storeItemsTotal(shop.cart.rows(language), storeId, digits),
      digits,
      language,
    }).coupon;
  };

  const { addresses, asCustomer, asCartOwner } = shop;
  return [
    route('GET', 'customer/address/list', asCustomer(addresses.list)),
    route('POST', 'customer/address/add', asCustomer(addresses.add)),
    route('PUT', 'customer/address/update/([^/]+)', asCustomer(addresses.update)),
    // The spec's path without the id: the id comes as address_id, as delete's does.
    route('PUT', 'customer/address/update', asCustomer(addresses.update)),
    route('DELETE', 'customer/address/delete', asCustomer(addresses.remove)),
    route('GET', 'config/get-zone-id', zoneIdAnswer(shop.config)),
    // 6amMart's clients GET it; POST answers too, as on the server.
    route('GET', 'coupon/apply', asCartOwner(applyCoupon)),
    route('POST', 'coupon/apply', asCartOwner(applyCoupon)),
    route('GET', 'customer/order/most-tips', ({ language }) => mostTips(shop.orders(language))),
  ];
}
