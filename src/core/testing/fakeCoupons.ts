/*
 * The fake shop's coupon check: the demo server's checkCoupon (demo-site/server/checkout) over the
 * fixture coupons, shared by coupon/apply and order placement so both refuse alike, with the
 * server's statuses (404 unknown or switched off, 407 out of its dates, 403 not eligible).
 */
import { cartTotals, couponDiscount } from '../pricing';
import type { Locale } from '../i18n/locale';
import type { FakeCartRow } from './fakeCart';
import { type FakeRequest, refuse } from './fakeHttp';
import { type FixtureCoupon, fixtureCouponByCode } from './fakePromotions';

/** What a coupon is checked against: the items of one store and where they go. */
export interface FakeCouponCheck {
  code: string;
  storeId: number;
  /** The zone the order goes to (the zoneid header's, or the address's); null: none named. */
  zoneId: number | null;
  /** The items total of the store's lines, after item discounts, in major units. */
  subtotal: number;
  digits: number;
  language: Locale;
}

/** An accepted coupon and what it takes off. */
export interface CheckedFakeCoupon {
  coupon: FixtureCoupon;
  discount: number;
  freeDelivery: boolean;
}

/** A cart row as the core's pricing reads it: the item, its chosen option and quantity. */
export const pricedRow = (row: FakeCartRow) => ({
  ...row.item,
  selectedOption: row.variation,
  quantity: row.quantity,
});

/** The items total of the rows of one store, as the server's storeItemsTotal prices it. */
export function storeItemsTotal(
  rows: readonly FakeCartRow[],
  storeId: number,
  digits: number,
): number {
  const ofStore = rows.filter((row) => row.item.store_id === storeId);
  return cartTotals(ofStore.map(pricedRow), digits).itemsTotal;
}

/** Checks a coupon as the server does, or throws its refusal; the fixture coupons have no use limit. */
export function checkFakeCoupon(check: FakeCouponCheck): CheckedFakeCoupon {
  const found = fixtureCouponByCode(check.code.trim(), check.language);
  if (!found?.switchedOn) return refuse(404, 'coupon', 'Coupon not found');
  const { coupon } = found;
  const today = new Date().toISOString().slice(0, 10);
  if (today < coupon.start_date) refuse(407, 'coupon', 'This coupon is not valid yet');
  if (today > coupon.expire_date) refuse(407, 'coupon', 'Coupon expired');
  // Nothing of the store is being bought: no coupon has anything to apply to.
  if (!(check.subtotal > 0)) refuse(403, 'coupon', 'More products need to apply the coupon');
  const outcome = couponDiscount(coupon, {
    itemsTotal: check.subtotal,
    zoneId: check.zoneId,
    storeId: check.storeId,
    digits: check.digits,
  });
  if (!outcome.ok) {
    if ('minPurchase' in outcome) {
      refuse(403, 'coupon', 'To apply this coupon, total item amount should be minimum {amount}', {
        amount: outcome.minPurchase,
      });
    }
    return refuse(403, 'coupon', outcome.error);
  }
  return { coupon, discount: outcome.discount, freeDelivery: outcome.freeDelivery };
}

/** Most zones a zoneid header is read for, as on the server. */
const MAX_HEADER_ZONES = 20;

/**
 * The zone ids a request names in its zoneid header ("[1,2]" or a bare "1"), as the server's
 * requestZoneIds reads them; anything unreadable names none.
 */
export function requestZoneIds(request: FakeRequest): number[] {
  const text = request.headers.get('zoneid')?.trim() ?? '';
  if (text === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const entries = Array.isArray(parsed) ? parsed.slice(0, MAX_HEADER_ZONES) : [parsed];
  return entries.flatMap((entry: unknown) => {
    const id = typeof entry === 'string' && /^\d+$/.test(entry) ? Number(entry) : entry;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : [];
  });
}
