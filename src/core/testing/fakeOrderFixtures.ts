/*
 * Orders to put into the fake shop (`shop.orders.put(…)`), as the demo server would send them:
 * one line of a fixture item from the fixture store, in either language.
 */
import type { Order, OrderStatusName } from '../api/wire';
import type { Locale } from '../i18n/locale';
import type { FakeOrder } from './fakeAfterOrder';

/** What a fixture order is; everything but its id has a default. */
export interface FakeOrderSpec {
  id: number;
  status?: OrderStatusName;
  paymentMethod?: string;
  paymentStatus?: 'paid' | 'unpaid';
  amount?: number;
  /** The wallet's share of a partial payment. */
  partiallyPaid?: number;
  itemId?: number;
  byGuest?: boolean;
  contactNumber?: string;
}

const PLACED_AT = '2026-11-01T10:00:00.000Z';

/** An order of one line in the fake shop, named in each request's language. */
export function fakeOrder(spec: FakeOrderSpec): FakeOrder {
  const status = spec.status ?? 'pending';
  const amount = spec.amount ?? 120;
  const itemId = spec.itemId ?? 1;
  const delivered = ['delivered', 'refund_requested', 'refunded'].includes(status);
  const order = (language: Locale): Order => ({
    id: spec.id,
    user_id: spec.byGuest ? null : 1,
    is_guest: spec.byGuest ? 1 : 0,
    store_id: 1,
    zone_id: 1,
    module_id: 1,
    order_amount: amount,
    coupon_discount_amount: 0,
    coupon_code: null,
    store_discount_amount: 0,
    total_tax_amount: 0,
    tax_status: 'excluded',
    tax_percentage: 0,
    delivery_charge: 0,
    original_delivery_charge: 0,
    dm_tips: 0,
    partially_paid_amount: spec.partiallyPaid ?? 0,
    payment_status: spec.paymentStatus ?? 'unpaid',
    order_status: status,
    payment_method: spec.paymentMethod ?? 'cash_on_delivery',
    order_type: 'delivery',
    transaction_reference: null,
    delivery_address: {
      contact_person_name: language === 'ar' ? 'سارة عادل' : 'Sara Adel',
      contact_person_number: spec.contactNumber ?? '+201001234567',
      address_type: 'home',
      address: language === 'ar' ? '١٢ شارع النيل، القاهرة' : '12 Nile Street, Cairo',
      road: null,
      house: null,
      floor: null,
      latitude: '30.05',
      longitude: '31.25',
    },
    order_note: null,
    delivery_instruction: null,
    cutlery: 0,
    unavailable_item_note: null,
    cancellation_reason: null,
    canceled_by: null,
    distance: 2.5,
    pending: PLACED_AT,
    confirmed: null,
    processing: null,
    handover: null,
    picked_up: null,
    delivered: delivered ? PLACED_AT : null,
    canceled: null,
    refund_requested: null,
    refunded: null,
    failed: null,
    created_at: PLACED_AT,
    updated_at: PLACED_AT,
    details_count: 1,
    store: {
      id: 1,
      name: language === 'ar' ? 'سوق الخضار' : 'Green Market',
      slug: 'green-market',
      logo: 'green-market.png',
      address: language === 'ar' ? 'ميدان التحرير' : 'Tahrir Square',
      latitude: 30.04,
      longitude: 31.24,
    },
  });
  return {
    order,
    byGuest: spec.byGuest ?? false,
    details: (language) => [
      {
        id: spec.id * 10,
        order_id: spec.id,
        item_id: itemId,
        item_details: {
          id: itemId,
          name: language === 'ar' ? 'تفاح أحمر' : 'Red apples',
          image: 'red-apples.png',
        },
        variation: [],
        price: amount,
        discount_on_item: 0,
        quantity: 1,
        tax_amount: 0,
        created_at: PLACED_AT,
      },
    ],
  };
}
