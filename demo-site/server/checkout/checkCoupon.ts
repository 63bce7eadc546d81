import { and, count, eq, isNull, notInArray, type SQL } from 'drizzle-orm';
import { type CouponRules, couponDiscount } from '../../../src/core/pricing';
import type { Database, Transaction } from '../db/database';
import { orders } from '../db/orderSchema';
import { coupons } from '../db/schema';
import { ApiFailure, fail } from '../http/ApiFailure';
import { isoDay } from '../routes/catalog/today';

/** A coupon row as stored. */
export type CouponRow = typeof coupons.$inferSelect;

/** What a coupon is checked against: the order (or cart) of one store, and who uses it. */
export interface CouponCheck {
  /** The code as the shopper typed it; surrounding spaces are ignored. */
  code: string;
  storeId: number;
  /** The zone the order is delivered in (the request's zone, or the address's); null: none. */
  zoneId: number | null;
  /** The customer using it; null for a guest (then `guestId`, if known, counts their uses). */
  customerId: number | null;
  guestId?: string | null | undefined;
  /**
   * The items total the coupon applies to, in major units: the core's `cartTotals(...).itemsTotal`
   * of the server's lines of that store (after item, store and flash-sale discounts).
   */
  subtotal: number;
  now: Date;
  /** Decimals of the shop currency (config `digit_after_decimal_point`, default 2). */
  digits?: number | undefined;
}

/** An accepted coupon: its row, the discount (major units) and whether delivery becomes free. */
export interface CheckedCoupon {
  coupon: CouponRow;
  discount: number;
  freeDelivery: boolean;
}

/** Orders that used a coupon: all but those that never went through or were taken back. */
const USES_SKIP = ['canceled', 'failed'] as const;

/** The fields of a row the core's coupon rule reads. */
export function couponRules(row: CouponRow): CouponRules {
  return {
    coupon_type: row.couponType,
    discount_type: row.discountType,
    discount: row.discount,
    max_discount: row.maxDiscount,
    min_purchase: row.minPurchase,
    data: row.data,
    zoneId: row.zoneId,
  };
}

function usesOf(check: CouponCheck): SQL | null {
  if (check.customerId !== null) return eq(orders.customerId, check.customerId);
  if (check.guestId)
    return and(eq(orders.guestId, check.guestId), isNull(orders.customerId)) ?? null;
  return null;
}

async function timesUsed(db: Database | Transaction, code: string, owner: SQL): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(and(owner, eq(orders.couponCode, code), notInArray(orders.orderStatus, [...USES_SKIP])));
  return row?.uses ?? 0;
}

/**
 * Checks a coupon for an order of one store, as `coupon/apply` and order placement both do:
 * it exists and is switched on, today lies within its dates, the shopper has uses left,
 * something of the store is bought, and the core's rule (`couponDiscount`: minimum purchase,
 * zone, store, amount below the total) accepts it. Answers the discount the core computes, or
 * throws the refusal with its translated message and 6amMart's status (404 unknown, 407 out of
 * its dates, 406 used up, 403 not eligible). Pass the transaction that writes the order so the
 * uses counted are the ones it sees.
 */
export async function checkCoupon(
  db: Database | Transaction,
  check: CouponCheck,
): Promise<CheckedCoupon> {
  const code = check.code.trim();
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!coupon?.status) throw fail(404, 'coupon', 'Coupon not found');

  const today = isoDay(check.now);
  if (today < coupon.startDate) throw fail(407, 'coupon', 'This coupon is not valid yet');
  if (today > coupon.expireDate) throw fail(407, 'coupon', 'Coupon expired');

  const owner = usesOf(check);
  if (coupon.usageLimit !== null && owner !== null) {
    if ((await timesUsed(db, coupon.code, owner)) >= coupon.usageLimit) {
      throw fail(406, 'coupon', 'Coupon usage limit over');
    }
  }

  // Nothing of the store is being bought: no coupon has anything to apply to.
  if (!(check.subtotal > 0)) throw fail(403, 'coupon', 'More products need to apply the coupon');
  const outcome = couponDiscount(couponRules(coupon), {
    itemsTotal: check.subtotal,
    zoneId: check.zoneId,
    storeId: check.storeId,
    digits: check.digits,
  });
  if (!outcome.ok) {
    if (outcome.error === 'To apply this coupon, total item amount should be minimum') {
      throw new ApiFailure(403, [
        {
          code: 'coupon',
          message: 'To apply this coupon, total item amount should be minimum {amount}',
          values: { amount: outcome.minPurchase },
        },
      ]);
    }
    throw fail(403, 'coupon', outcome.error);
  }
  return { coupon, discount: outcome.discount, freeDelivery: outcome.freeDelivery };
}
