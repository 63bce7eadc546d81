import type { Config } from '../api/wire';
import { cartTotalsMinor, type PricedLine } from './cartTotals';
import { type CouponOutcome, type CouponRules, couponDiscount } from './coupon';
import { type DeliveryFeeInput, deliveryFeeMinor } from './deliveryFee';
import { fromMinor, nonNegative, precision, toMinor } from './money';
import { taxOnMinor } from './tax';

/** Everything the checkout summary depends on; amounts in major units. */
export interface OrderTotalsInput {
  items: readonly PricedLine[];
  /** The coupon the shopper entered, if any. */
  coupon?: CouponRules | null | undefined;
  zoneId?: number | null | undefined;
  storeId?: number | null | undefined;
  /** The shop's additional charge (e.g. a service fee); taxed like the items. */
  additionalCharge?: number | undefined;
  /** Where the order goes; absent or null for take-away, which pays no delivery fee. */
  delivery?: Pick<DeliveryFeeInput, 'distanceKm' | 'zone' | 'extraCharge'> | null | undefined;
  /** Config `free_delivery_over`. */
  freeDeliveryOver?: number | null | undefined;
  /** Config `tax` (a percent) and `tax_included`. */
  taxPercent: number;
  taxIncluded: Config['tax_included'];
  /** Wallet balance offered for partial payment; absent or 0 when the wallet is not used. */
  walletBalance?: number | undefined;
  /** Decimals of the shop currency (`digit_after_decimal_point`, default 2). */
  digits?: number | undefined;
}

/** The checkout summary, in major units; the parts add up to `total` exactly. */
export interface OrderTotals {
  /** Sum of undiscounted line prices. */
  subtotal: number;
  /** Saved by item and store discounts. */
  itemDiscount: number;
  /** subtotal − itemDiscount. */
  itemsTotal: number;
  couponDiscount: number;
  /** The coupon's verdict, null when no coupon was entered. */
  coupon: CouponOutcome | null;
  additionalCharge: number;
  deliveryFee: number;
  /** Tax on items after discounts and coupon plus the additional charge. */
  tax: number;
  /** Whether `tax` is already inside the prices (then it is shown but not added). */
  taxIncluded: boolean;
  total: number;
  /** Part of the total paid from the wallet. */
  walletPaid: number;
  /** Part of the total still to pay by another method. */
  due: number;
}

/**
 * Computes the checkout summary: item totals, coupon, additional charge, delivery fee and tax.
 * Tax is on (items after discounts − coupon + additional charge); the delivery fee is not taxed;
 * tax is added to the total only when `taxIncluded` is 0. The wallet pays what it can and the
 * rest is due.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const digits = precision(input.digits);
  const money = (minor: number): number => fromMinor(minor, digits);

  const items = cartTotalsMinor(input.items, digits);
  const coupon = input.coupon
    ? couponDiscount(input.coupon, {
        itemsTotal: money(items.itemsTotal),
        zoneId: input.zoneId,
        storeId: input.storeId,
        digits,
      })
    : null;
  const couponMinor = coupon?.ok ? toMinor(coupon.discount, digits) : 0;
  const additionalCharge = toMinor(nonNegative(input.additionalCharge), digits);
  const delivery = input.delivery
    ? deliveryFeeMinor(
        {
          ...input.delivery,
          freeDeliveryOver: input.freeDeliveryOver,
          itemsTotal: money(items.itemsTotal),
          freeDeliveryCoupon: coupon?.ok === true && coupon.freeDelivery,
        },
        digits,
      )
    : 0;
  const taxable = items.itemsTotal - couponMinor + additionalCharge;
  const { tax, total: taxedAmount } = taxOnMinor(taxable, input.taxPercent, input.taxIncluded);
  const total = taxedAmount + delivery;
  const walletPaid = Math.min(total, toMinor(nonNegative(input.walletBalance), digits));

  return {
    subtotal: money(items.subtotal),
    itemDiscount: money(items.discount),
    itemsTotal: money(items.itemsTotal),
    couponDiscount: money(couponMinor),
    coupon,
    additionalCharge: money(additionalCharge),
    deliveryFee: money(delivery),
    tax: money(tax),
    taxIncluded: input.taxIncluded === 1,
    total: money(total),
    walletPaid: money(walletPaid),
    due: money(total - walletPaid),
  };
}
