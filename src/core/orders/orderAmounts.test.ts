import { describe, expect, it } from 'vitest';
import type { Order } from '../api/wire';
import { fakeOrder } from '../testing/fakeOrderFixtures';
import { lineTotal, orderAmounts } from './orderAmounts';

const order = (changes: Partial<Order>): Order => ({
  ...fakeOrder({ id: 1 }).order('en'),
  ...changes,
});

describe('given an order with its lines', () => {
  it('sums the lines in minor units, without float noise', () => {
    const lines = [
      { price: 0.1, quantity: 3 },
      { price: 38.5, quantity: 2 },
    ];
    const amounts = orderAmounts(order({ order_amount: 77.3 }), lines, 2);
    expect(amounts.itemsSubtotal).toBe(77.3);
    expect(lineTotal({ price: 0.1, quantity: 3 }, 2)).toBe(0.3);
  });

  it('carries what came off and what was added, as the order stored them', () => {
    const amounts = orderAmounts(
      order({
        order_amount: 199.5,
        store_discount_amount: 10,
        coupon_discount_amount: 20,
        total_tax_amount: 9.5,
        tax_status: 'excluded',
        delivery_charge: 15,
        dm_tips: 5,
      }),
      [{ price: 200, quantity: 1 }],
      2,
    );
    expect(amounts).toMatchObject({
      itemsSubtotal: 200,
      discount: 10,
      couponDiscount: 20,
      tax: 9.5,
      taxIncluded: false,
      deliveryFee: 15,
      tip: 5,
      walletPaid: 0,
      total: 199.5,
      due: 199.5,
    });
  });

  it('takes the wallet’s part of a partly paid order off what is due', () => {
    const amounts = orderAmounts(
      order({ order_amount: 120, partially_paid_amount: 45.25 }),
      [{ price: 120, quantity: 1 }],
      2,
    );
    expect(amounts.walletPaid).toBe(45.25);
    expect(amounts.due).toBe(74.75);
  });

  it('says the tax is inside the prices when it is', () => {
    expect(orderAmounts(order({ tax_status: 'included' }), [], 2).taxIncluded).toBe(true);
  });
});

describe('given a prescription order the pharmacy has not priced yet', () => {
  it('has no items subtotal, only the order’s amount', () => {
    const amounts = orderAmounts(order({ order_amount: 0 }), null, 2);
    expect(amounts.itemsSubtotal).toBeNull();
    expect(amounts.total).toBe(0);
  });
});
