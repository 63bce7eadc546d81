import { describe, expect, it } from 'vitest';
import type { Order, OrderStatusName } from '../api/wire';
import { fakeOrder } from '../testing/fakeOrderFixtures';
import {
  canCancel,
  canOrderAgain,
  canRequestRefund,
  canReview,
  canSwitchToCashOnDelivery,
  isUnderWay,
} from './orderRules';

const order = (changes: Partial<Order> = {}): Order => ({
  ...fakeOrder({ id: 1 }).order('en'),
  ...changes,
});
const withStatus = (status: OrderStatusName) => order({ order_status: status });
const customer = { isCustomer: true };
const guest = { isCustomer: false };

describe('given an order the store has not started on', () => {
  it('may be cancelled while pending or confirmed, by a customer or a guest alike', () => {
    expect(canCancel(withStatus('pending'))).toBe(true);
    expect(canCancel(withStatus('confirmed'))).toBe(true);
  });

  it('is under way', () => {
    expect(isUnderWay(withStatus('pending'))).toBe(true);
  });
});

describe('given an order the store or the delivery man is on', () => {
  it.each(['accepted', 'processing', 'handover', 'picked_up'] as const)(
    'may not be cancelled once %s, and is under way',
    (status) => {
      expect(canCancel(withStatus(status))).toBe(false);
      expect(isUnderWay(withStatus(status))).toBe(true);
    },
  );
});

describe('given an order that is over', () => {
  it.each(['delivered', 'canceled', 'failed', 'refunded', 'refund_requested'] as const)(
    'is not under way once %s, and may not be cancelled',
    (status) => {
      expect(isUnderWay(withStatus(status))).toBe(false);
      expect(canCancel(withStatus(status))).toBe(false);
    },
  );
});

describe('when may an order switch to cash on delivery', () => {
  it('while pending and unpaid, paid digitally, from the wallet or offline', () => {
    for (const method of ['digital_payment', 'wallet', 'offline_payment']) {
      expect(canSwitchToCashOnDelivery(order({ payment_method: method }))).toBe(true);
    }
  });

  it('not when it is paid on delivery already, or partly from the wallet', () => {
    expect(canSwitchToCashOnDelivery(order({ payment_method: 'cash_on_delivery' }))).toBe(false);
    expect(canSwitchToCashOnDelivery(order({ payment_method: 'partial_payment' }))).toBe(false);
  });

  it('not once it is paid, or past pending', () => {
    const digital = { payment_method: 'digital_payment' };
    expect(canSwitchToCashOnDelivery(order({ ...digital, payment_status: 'paid' }))).toBe(false);
    expect(canSwitchToCashOnDelivery(order({ ...digital, order_status: 'confirmed' }))).toBe(false);
  });
});

describe('when may a refund be asked for', () => {
  it('for a customer’s delivered order only', () => {
    expect(canRequestRefund(withStatus('delivered'), customer)).toBe(true);
    expect(canRequestRefund(withStatus('delivered'), guest)).toBe(false);
  });

  it('not before delivery, and not again once asked for or settled', () => {
    for (const status of ['pending', 'refund_requested', 'refunded', 'canceled'] as const) {
      expect(canRequestRefund(withStatus(status), customer)).toBe(false);
    }
  });
});

describe('when may the items be reviewed', () => {
  const delivered = order({ order_status: 'delivered', delivered: '2026-11-01T12:00:00Z' });

  it('by the customer once the order was delivered, even after a refund was asked for', () => {
    expect(canReview(delivered, customer)).toBe(true);
    const refundAsked: Order = { ...delivered, order_status: 'refund_requested' };
    expect(canReview(refundAsked, customer)).toBe(true);
  });

  it('never by a guest, nor before delivery', () => {
    expect(canReview(delivered, guest)).toBe(false);
    expect(canReview(order({ delivered: null }), customer)).toBe(false);
  });
});

describe('when is "Order again" offered', () => {
  it('once the order is over and has lines', () => {
    for (const status of ['delivered', 'canceled', 'failed', 'refunded'] as const) {
      expect(canOrderAgain(withStatus(status), [{}])).toBe(true);
    }
  });

  it('not while it is under way, nor without lines to put back', () => {
    expect(canOrderAgain(withStatus('pending'), [{}])).toBe(false);
    expect(canOrderAgain(withStatus('delivered'), [])).toBe(false);
    expect(canOrderAgain(withStatus('delivered'), null)).toBe(false);
  });
});
