import type { Coupon } from '../api/wire';
import { fromMinor, nonNegative, percentOf, precision, toMinor } from './money';

/** Message keys a refused coupon can carry; each is an i18n key of both locales. */
export const COUPON_MESSAGES = [
  'To apply this coupon, total item amount should be minimum',
  'More products need to apply the coupon',
  'This coupon is not valid for your zone',
  'This coupon is not valid for this store',
] as const;

/** A message key of a refused coupon. */
export type CouponMessageKey = (typeof COUPON_MESSAGES)[number];

/** What a coupon needs to know about the order it is applied to. */
export interface CouponContext {
  /** Items total after item discounts, in major units. */
  itemsTotal: number;
  zoneId?: number | null | undefined;
  storeId?: number | null | undefined;
  /** Decimals of the shop currency (`digit_after_decimal_point`, default 2). */
  digits?: number | undefined;
}

/** An accepted coupon: the discount in major units and whether delivery becomes free. */
export interface CouponApplied {
  ok: true;
  discount: number;
  freeDelivery: boolean;
}

/** A refused coupon; below the minimum purchase, `minPurchase` is the amount to show. */
export type CouponRefused =
  | {
      ok: false;
      error: 'To apply this coupon, total item amount should be minimum';
      minPurchase: number;
    }
  | {
      ok: false;
      error: Exclude<CouponMessageKey, 'To apply this coupon, total item amount should be minimum'>;
    };

/** Result of `couponDiscount`. */
export type CouponOutcome = CouponApplied | CouponRefused;

/** The fields of spec §3 a coupon's rules read. */
export type CouponRules = Pick<
  Coupon,
  'coupon_type' | 'discount_type' | 'discount' | 'max_discount' | 'min_purchase' | 'data' | 'zoneId'
>;

/**
 * Ids a coupon is limited to. 6amMart sends `data` as a JSON text such as "[1,2]" or "[\"1\"]",
 * sometimes already parsed; anything unreadable limits the coupon to nothing.
 */
export function couponTargetIds(data: Coupon['data']): number[] {
  if (data === null || data === undefined) return [];
  let parsed: unknown = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    const id = typeof entry === 'string' && entry.trim() !== '' ? Number(entry) : entry;
    return typeof id === 'number' && Number.isFinite(id) ? [id] : [];
  });
}

function scopeRefusal(coupon: CouponRules, context: CouponContext): CouponRefused | null {
  switch (coupon.coupon_type) {
    case 'zone_wise': {
      const zones = [
        ...couponTargetIds(coupon.data),
        ...(coupon.zoneId == null ? [] : [coupon.zoneId]),
      ];
      const matches = context.zoneId != null && zones.includes(context.zoneId);
      return matches ? null : { ok: false, error: 'This coupon is not valid for your zone' };
    }
    case 'store_wise': {
      const matches =
        context.storeId != null && couponTargetIds(coupon.data).includes(context.storeId);
      return matches ? null : { ok: false, error: 'This coupon is not valid for this store' };
    }
    case 'free_delivery':
    case 'default':
      return null;
    default:
      return coupon.coupon_type satisfies never;
  }
}

/** The items total a coupon asks for, in minor units (0: no minimum). */
function minimumMinor(coupon: Pick<CouponRules, 'min_purchase'>, digits: number): number {
  return toMinor(nonNegative(coupon.min_purchase), digits);
}

/** A percent coupon's cap in minor units, or null when it has none (a max_discount of 0). */
function capMinor(coupon: Pick<CouponRules, 'max_discount'>, digits: number): number | null {
  const cap = toMinor(nonNegative(coupon.max_discount), digits);
  return cap > 0 ? cap : null;
}

function discountMinor(coupon: CouponRules, itemsTotal: number, digits: number): number | null {
  const discount = nonNegative(coupon.discount);
  switch (coupon.discount_type) {
    case 'percent': {
      const raw = percentOf(itemsTotal, discount);
      const cap = capMinor(coupon, digits);
      return cap === null ? raw : Math.min(raw, cap);
    }
    case 'amount': {
      const amount = toMinor(discount, digits);
      return itemsTotal > amount ? amount : null;
    }
    default:
      return coupon.discount_type satisfies never;
  }
}

/**
 * Applies a coupon to an order: checks the minimum purchase, then the zone or store scope,
 * then computes the discount, which never exceeds the items total.
 */
export function couponDiscount(coupon: CouponRules, context: CouponContext): CouponOutcome {
  const digits = precision(context.digits);
  const itemsTotal = toMinor(nonNegative(context.itemsTotal), digits);
  const minPurchase = minimumMinor(coupon, digits);
  if (itemsTotal < minPurchase) {
    return {
      ok: false,
      error: 'To apply this coupon, total item amount should be minimum',
      minPurchase: fromMinor(minPurchase, digits),
    };
  }
  const refusal = scopeRefusal(coupon, context);
  if (refusal) return refusal;
  if (coupon.coupon_type === 'free_delivery') return { ok: true, discount: 0, freeDelivery: true };
  const discount = discountMinor(coupon, itemsTotal, digits);
  if (discount === null) return { ok: false, error: 'More products need to apply the coupon' };
  return {
    ok: true,
    discount: fromMinor(Math.min(discount, itemsTotal), digits),
    freeDelivery: false,
  };
}

/**
 * What a coupon offers, as a coupon card words it: free delivery, a percent off up to its cap
 * (null when uncapped), or an amount off; amounts in major units at the shop's decimals.
 */
export type CouponOffer =
  | { kind: 'free_delivery' }
  | { kind: 'percent'; percent: number; cap: number | null }
  | { kind: 'amount'; amount: number };

/** The offer of a coupon, read by the same rules `couponDiscount` applies at checkout. */
export function couponOffer(
  coupon: Pick<CouponRules, 'coupon_type' | 'discount_type' | 'discount' | 'max_discount'>,
  digits?: number,
): CouponOffer {
  if (coupon.coupon_type === 'free_delivery') return { kind: 'free_delivery' };
  const places = precision(digits);
  const discount = nonNegative(coupon.discount);
  switch (coupon.discount_type) {
    case 'percent': {
      const cap = capMinor(coupon, places);
      return {
        kind: 'percent',
        percent: discount,
        cap: cap === null ? null : fromMinor(cap, places),
      };
    }
    case 'amount':
      return { kind: 'amount', amount: fromMinor(toMinor(discount, places), places) };
    default:
      return coupon.discount_type satisfies never;
  }
}

/** Whether a coupon asks for a minimum purchase, and how much (major units), or null. */
export function couponMinimum(
  coupon: Pick<CouponRules, 'min_purchase'>,
  digits?: number,
): number | null {
  const places = precision(digits);
  const minimum = minimumMinor(coupon, places);
  return minimum > 0 ? fromMinor(minimum, places) : null;
}
