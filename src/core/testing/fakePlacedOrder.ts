/*
 * A cart order the fake shop placed, kept among its orders as the demo server keeps it: the lists,
 * details and tracking of the order pages then answer it with what was charged and sold.
 */
import type { Order, OrderDeliveryAddress, OrderDetail } from '../api/wire';
import { LOCALES, type Locale } from '../i18n/locale';
import { fromMinor, type OrderTotals, taxOn, toMinor, unitPrice } from '../pricing';
import type { FakeOrder } from './fakeAfterOrder';
import type { FakeCartRow } from './fakeCart';
import { pricedRow } from './fakeCoupons';
import { fakeOrder } from './fakeOrderFixtures';
import type { FakePaymentPlan } from './fakePayment';
import { fixtureStores } from './storefrontFixtures';

/** Everything the order records of its placing. */
export interface FakePlacement {
  orderId: number;
  /** The customer's id, or null for a guest. */
  customerId: number | null;
  storeId: number;
  zoneId: number;
  /** The lines ordered, listed in each language before they left the cart. */
  rows: Readonly<Record<Locale, readonly FakeCartRow[]>>;
  totals: OrderTotals;
  charged: number;
  dmTips: number;
  distanceKm: number;
  /** The delivery fee before a free-delivery coupon or threshold took it off. */
  originalDeliveryFee: number;
  plan: FakePaymentPlan;
  couponCode: string | null;
  address: OrderDeliveryAddress;
  orderType: 'delivery' | 'take_away';
  taxPercent: number;
  digits: number;
  /** The shopper's notes, null when none was written. */
  notes: Pick<Order, 'order_note' | 'delivery_instruction' | 'unavailable_item_note' | 'cutlery'>;
}

/** The order's lines as sold: the unit before its discount, the discount, and its tax. */
function detailsOf(placement: FakePlacement, language: Locale, at: string): OrderDetail[] {
  const { digits, taxPercent, totals } = placement;
  const included = totals.taxIncluded ? 1 : 0;
  return placement.rows[language].map((row) => {
    const priced = pricedRow(row);
    const unit = row.variation[0]?.price ?? row.item.price;
    const discounted = unitPrice(priced, digits);
    return {
      id: row.id,
      order_id: placement.orderId,
      item_id: row.item_id,
      item_details: { id: row.item_id, name: row.item.name, image: row.item.image ?? null },
      variation: row.variation.map(({ type, price }) => ({ type, price })),
      price: unit,
      discount_on_item: fromMinor(toMinor(unit, digits) - toMinor(discounted, digits), digits),
      quantity: row.quantity,
      tax_amount: taxOn(discounted * row.quantity, taxPercent, included, digits).tax,
      created_at: at,
    };
  });
}

/** The order as the order pages read it, in every language. */
export function placedCartOrder(placement: FakePlacement): FakeOrder {
  const at = new Date().toISOString();
  const { plan, totals } = placement;
  const base = fakeOrder({
    id: placement.orderId,
    paymentMethod: plan.method,
    paymentStatus: plan.paid ? 'paid' : 'unpaid',
    amount: placement.charged,
    partiallyPaid: plan.method === 'partial_payment' ? plan.walletAmount : 0,
    byGuest: placement.customerId === null,
  });
  const storeOf = (language: Locale) => {
    const summary = base.order(language).store;
    const store = fixtureStores(language).find((listed) => listed.id === placement.storeId);
    return {
      ...summary,
      id: placement.storeId,
      name: store?.name ?? summary.name,
      slug: store?.slug ?? summary.slug,
      logo: store?.logo ?? summary.logo,
      address: store?.address ?? summary.address,
    };
  };
  const orders = new Map<Locale, Order>(
    LOCALES.map((language) => [
      language,
      {
        ...base.order(language),
        user_id: placement.customerId,
        store_id: placement.storeId,
        zone_id: placement.zoneId,
        coupon_discount_amount: totals.couponDiscount,
        coupon_code: placement.couponCode,
        store_discount_amount: totals.itemDiscount,
        total_tax_amount: totals.tax,
        tax_status: totals.taxIncluded ? 'included' : 'excluded',
        tax_percentage: placement.taxPercent,
        delivery_charge: totals.deliveryFee,
        original_delivery_charge: placement.originalDeliveryFee,
        dm_tips: placement.dmTips,
        order_type: placement.orderType,
        delivery_address: placement.address,
        ...placement.notes,
        distance: placement.distanceKm,
        pending: at,
        delivered: null,
        created_at: at,
        updated_at: at,
        details_count: placement.rows.en.length,
        store: storeOf(language),
      },
    ]),
  );
  return {
    byGuest: placement.customerId === null,
    order: (language) => orders.get(language) ?? base.order(language),
    details: (language) => detailsOf(placement, language, at),
  };
}
