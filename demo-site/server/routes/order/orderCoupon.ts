import { and, eq, gte, lte } from 'drizzle-orm';
import type { CouponRules } from '../../../../src/core/pricing';
import type { Transaction } from '../../db/database';
import { coupons } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { isoDay } from '../catalog/today';

/** A coupon an order uses: its code and the rules `src/core/pricing` applies. */
export interface OrderCoupon {
  code: string;
  rules: CouponRules;
}

/**
 * The coupon a code names, if it is switched on and runs today; its minimum, zone and store are
 * judged by `orderTotals` with the order's own figures.
 */
export async function orderCoupon(tx: Transaction, code: string): Promise<OrderCoupon> {
  const today = isoDay(new Date());
  const [row] = await tx
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.code, code),
        eq(coupons.status, true),
        lte(coupons.startDate, today),
        gte(coupons.expireDate, today),
      ),
    )
    .limit(1);
  if (!row) throw notFound('coupon_code', 'Coupon not found');
  return {
    code: row.code,
    rules: {
      coupon_type: row.couponType,
      discount_type: row.discountType,
      discount: row.discount,
      max_discount: row.maxDiscount,
      min_purchase: row.minPurchase,
      data: row.data,
      zoneId: row.zoneId,
    },
  };
}
