export { type CartTotals, cartTotals, lineTotals, type PricedLine } from './cartTotals';
export {
  COUPON_MESSAGES,
  type CouponApplied,
  type CouponContext,
  type CouponMessageKey,
  type CouponOffer,
  type CouponOutcome,
  type CouponRefused,
  type CouponRules,
  couponDiscount,
  couponMinimum,
  couponOffer,
  couponTargetIds,
} from './coupon';
export { type DeliveryFeeInput, type DeliveryZone, deliveryFee } from './deliveryFee';
export { EARTH_RADIUS_KM, greatCircleKm } from './distance';
export {
  type FormatPriceOptions,
  formatPrice,
  type PriceFormat,
  SYMBOL_SEPARATOR,
} from './formatPrice';
export { type FreeDeliveryProgress, freeDeliveryProgress } from './freeDelivery';
export {
  chosenVariation,
  type EffectiveDiscount,
  effectiveDiscount,
  type PricedItem,
  unitPrice,
} from './itemPrice';
export { DEFAULT_DIGITS, fromMinor, MAX_DIGITS, precision, toMinor } from './money';
export { type OrderTotals, type OrderTotalsInput, orderTotals } from './orderTotals';
export { type GiftLinePrice, giftLinePrice } from './giftPrice';
export {
  type ParcelCharge,
  type ParcelChargeInput,
  type ParcelRates,
  type ParcelZone,
  parcelCharge,
} from './parcelCharge';
export { type TaxResult, taxOn } from './tax';
export { bonusOf, type WalletBonusOffer, walletBonus } from './walletBonus';
