import type { Coupon } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import type { coupons } from '../db/schema';
import { localized } from '../http/language';

/** A coupon of spec §3 as the API sends it, with the fields `src/core/pricing` reads. */
export interface CouponWire extends Coupon {
  id: number;
  code: string;
  title: string;
  data: number[];
  zoneId: number | null;
  start_date: string;
  expire_date: string;
  module_id: number;
}

/** Serialises a coupon row in the request's language. */
export function couponWire(row: typeof coupons.$inferSelect, language: Locale): CouponWire {
  return {
    id: row.id,
    code: row.code,
    title: localized(language, row.titleEn, row.titleAr),
    coupon_type: row.couponType,
    discount_type: row.discountType,
    discount: row.discount,
    max_discount: row.maxDiscount,
    min_purchase: row.minPurchase,
    data: row.data,
    zoneId: row.zoneId,
    start_date: row.startDate,
    expire_date: row.expireDate,
    module_id: row.moduleId,
  };
}
