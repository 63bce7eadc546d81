import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../api/orderWire';
import type { ListedCoupon } from '../api/wire';
import { type CheckoutDraft, checkoutDefaults } from './checkoutDraft';
import type { CheckoutSummary } from './checkoutSummary';
import type { CheckoutDestination } from './deliveryDraft';
import { placeOrderBody } from './placeOrderBody';

const NEW_ADDRESS: CheckoutDestination = {
  kind: 'new',
  zoneId: 1,
  address: {
    address_type: 'home',
    contact_person_name: 'Mona Adel',
    contact_person_number: '+201012345678',
    address: '12 Nile Street',
    latitude: 30.05,
    longitude: 31.24,
    house: '4',
    floor: ' ',
  },
};

const SAVED: SavedAddress = {
  id: 9,
  user_id: 1,
  address_type: 'office',
  contact_person_name: 'Sara Adel',
  contact_person_number: '+201001234567',
  address: '3 Tahrir Square',
  road: null,
  house: null,
  floor: null,
  latitude: '30.04',
  longitude: '31.23',
  zone_id: 1,
  zone_ids: [1],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const COUPON: ListedCoupon = {
  id: 1,
  code: 'WELCOME',
  title: '10% off',
  coupon_type: 'default',
  discount_type: 'percent',
  discount: 10,
  max_discount: 50,
  min_purchase: 100,
  start_date: '2026-01-01',
  expire_date: '2026-12-31',
};

const summary = (changes: Partial<CheckoutSummary> = {}): CheckoutSummary =>
  ({
    charged: 140.5,
    tip: 0,
    walletPaid: 0,
    due: 140.5,
    coupon: null,
    deliveryPending: false,
    freeDelivery: null,
    ...changes,
  }) as CheckoutSummary;

const draft = (changes: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  ...checkoutDefaults,
  paymentMethod: 'cash_on_delivery',
  ...changes,
});

describe('placeOrderBody', () => {
  it('sends a guest’s new address with text coordinates and the total shown', () => {
    const body = placeOrderBody({
      draft: draft({ note: '  Ring twice  ', cutlery: true }),
      storeId: 1,
      destination: NEW_ADDRESS,
      summary: summary({ tip: 10, charged: 150.5 }),
      signedIn: false,
      callback: null,
    });
    expect(body).toEqual({
      order_amount: 150.5,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 1,
      address_type: 'home',
      contact_person_name: 'Mona Adel',
      contact_person_number: '+201012345678',
      address: '12 Nile Street',
      latitude: '30.05',
      longitude: '31.24',
      house: '4',
      dm_tips: 10,
      delivery_instruction: 'Ring twice',
      cutlery: 1,
      unavailable_item_note: 'Remove it from my order',
    });
  });

  it('names a saved address by its id alone', () => {
    const body = placeOrderBody({
      draft: draft(),
      storeId: 2,
      destination: { kind: 'saved', address: SAVED },
      summary: summary(),
      signedIn: true,
      callback: null,
    });
    expect(body).toMatchObject({ address_id: 9, store_id: 2 });
    expect(body).not.toHaveProperty('address');
  });

  it('pays by wallet when it covers everything, and partly when it does not', () => {
    const base = { storeId: 1, destination: NEW_ADDRESS, signedIn: true, callback: null };
    const whole = placeOrderBody({
      ...base,
      draft: draft({ useWallet: true, paymentMethod: null }),
      summary: summary({ walletPaid: 140.5, due: 0 }),
    });
    expect(whole).toMatchObject({ payment_method: 'wallet' });
    expect(whole).not.toHaveProperty('partial_payment');
    const partly = placeOrderBody({
      ...base,
      draft: draft({ useWallet: true, paymentMethod: 'digital_payment' }),
      summary: summary({ walletPaid: 125.5, due: 15 }),
      callback: 'http://shop.test/order-placed',
    });
    expect(partly).toMatchObject({
      payment_method: 'digital_payment',
      partial_payment: 1,
      callback: 'http://shop.test/order-placed',
    });
  });

  it('never lets a guest use a wallet', () => {
    const body = placeOrderBody({
      draft: draft({ useWallet: true }),
      storeId: 1,
      destination: NEW_ADDRESS,
      summary: summary({ walletPaid: 140.5, due: 0 }),
      signedIn: false,
      callback: null,
    });
    expect(body).toMatchObject({ payment_method: 'cash_on_delivery' });
  });

  it('sends the coupon only while the rule still accepts it', () => {
    const input = {
      draft: draft({ coupon: COUPON }),
      storeId: 1,
      destination: NEW_ADDRESS,
      signedIn: false,
      callback: null,
    };
    const accepted = summary({ coupon: { ok: true, discount: 14, freeDelivery: false } });
    expect(placeOrderBody({ ...input, summary: accepted })).toMatchObject({
      coupon_code: 'WELCOME',
    });
    const refused = summary({
      coupon: {
        ok: false,
        error: 'To apply this coupon, total item amount should be minimum',
        minPurchase: 100,
      },
    });
    expect(placeOrderBody({ ...input, summary: refused })).not.toHaveProperty('coupon_code');
  });

  it('is null until a payment method is chosen', () => {
    const body = placeOrderBody({
      draft: draft({ paymentMethod: null }),
      storeId: 1,
      destination: NEW_ADDRESS,
      summary: summary(),
      signedIn: false,
      callback: null,
    });
    expect(body).toBeNull();
  });
});
