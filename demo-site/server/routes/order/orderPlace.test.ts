// @vitest-environment node
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply } from '../../../../src/core/api/wire';
import { greatCircleKm, orderTotals } from '../../../../src/core/pricing';
import { orderDetails, orderPayments, orders, walletTransactions } from '../../db/orderSchema';
import { cartItems, customers, flashSaleItems, items, settings } from '../../db/schema';
import {
  CAIRO_ADDRESS,
  insertOrderFixtures,
  newOrderCustomer,
  newOrderGuest,
  ORDER_TEST_CONFIG,
  type OrderFixtures,
  type OrderShopper,
  placeAs,
  putInCart,
} from '../../testing/orderFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { OrderPlacedWire } from './orderPlaceRoutes';

let server: TestServer;
let ids: OrderFixtures;
beforeAll(async () => {
  server = await startTestServer();
  ids = await insertOrderFixtures(server.db);
}, 90_000);
afterAll(() => server.close());

const errorsOf = (reply: { json<T>(): T }) => reply.json<ErrorListReply>().errors;
const cod = { payment_method: 'cash_on_delivery', ...CAIRO_ADDRESS };

/** What the core says a delivery to the Cairo address costs for these lines. */
function cairoTotal(lines: { price: number; discount?: number; quantity: number }[], tips = 0) {
  const distanceKm = greatCircleKm({ lat: 30.04, lng: 31.24 }, { lat: 30.06, lng: 31.25 });
  const totals = orderTotals({
    items: lines.map((line) => ({
      price: line.price,
      discount: line.discount ?? 0,
      discount_type: 'percent',
      store_discount: 0,
      quantity: line.quantity,
    })),
    delivery: {
      distanceKm,
      zone: {
        per_km_shipping_charge: 5,
        minimum_shipping_charge: 10,
        maximum_shipping_charge: 50,
        increased_delivery_fee: 0,
        increased_delivery_fee_status: 0,
      },
    },
    freeDeliveryOver: 500,
    taxPercent: 14,
    taxIncluded: 0,
  });
  return Math.round((totals.total + tips) * 100) / 100;
}

const stockOf = async (itemId: number) => {
  const [row] = await server.db
    .select({ stock: items.stock, variations: items.variations })
    .from(items)
    .where(eq(items.id, itemId));
  return row;
};
const cartOf = (shopper: OrderShopper) =>
  server.db
    .select()
    .from(cartItems)
    .where(
      'customerId' in shopper.owner
        ? eq(cartItems.customerId, shopper.owner.customerId)
        : eq(cartItems.guestId, shopper.owner.guestId),
    );
const walletOf = async (shopper: OrderShopper) => {
  if (!('customerId' in shopper.owner)) return null;
  const [row] = await server.db
    .select({ balance: customers.walletBalance })
    .from(customers)
    .where(eq(customers.id, shopper.owner.customerId));
  return row?.balance;
};
const ordersOf = (shopper: OrderShopper) =>
  server.db
    .select()
    .from(orders)
    .where(
      'customerId' in shopper.owner
        ? eq(orders.customerId, shopper.owner.customerId)
        : eq(orders.guestId, shopper.owner.guestId),
    );

/** Expects a refusal with a message, and that the shopper's cart, wallet and stock are as before. */
async function expectRefusedUnchanged(
  shopper: OrderShopper,
  body: Record<string, unknown>,
  status: number,
  message: string,
  itemId: number,
) {
  const before = {
    cart: await cartOf(shopper),
    wallet: await walletOf(shopper),
    stock: await stockOf(itemId),
  };
  const reply = await placeAs(server.app, shopper, body);
  expect(reply.statusCode).toBe(status);
  expect(errorsOf(reply).map((error) => error.message)).toEqual([message]);
  expect(await cartOf(shopper)).toEqual(before.cart);
  expect(await walletOf(shopper)).toEqual(before.wallet);
  expect(await stockOf(itemId)).toEqual(before.stock);
  expect(await ordersOf(shopper)).toEqual([]);
}

describe('given a guest with two plain items in the cart', () => {
  it('places a cash-on-delivery order priced by the core, and empties the cart', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 2);
    const stockBefore = (await stockOf(ids.item.plain))?.stock ?? 0;

    const reply = await placeAs(server.app, guest, { ...cod, dm_tips: 5, cutlery: 1 });

    expect(reply.statusCode).toBe(200);
    const body = reply.json<OrderPlacedWire>();
    const total = cairoTotal([{ price: 100, discount: 10, quantity: 2 }], 5);
    expect(body).toMatchObject({
      message: 'Order placed successfully',
      total_ammount: total,
      status: 'pending',
      payment_method: 'cash_on_delivery',
      user_id: 0,
    });
    expect(body.order_id).toBeGreaterThanOrEqual(100001);
    const [order] = await ordersOf(guest);
    expect(order).toMatchObject({
      id: body.order_id,
      orderAmount: total,
      orderStatus: 'pending',
      paymentStatus: 'unpaid',
      storeDiscountAmount: 20,
      dmTips: 5,
      cutlery: true,
      taxStatus: 'excluded',
      deliveryAddress: expect.objectContaining({ contact_person_name: 'Mona Adel' }),
    });
    expect(order?.pending).toBeInstanceOf(Date);
    expect(order?.nextStepAt?.getTime()).toBeGreaterThan(Date.now() - 1000);
    const details = await server.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, body.order_id));
    expect(details).toMatchObject([
      {
        itemId: ids.item.plain,
        itemDetails: { name: { en: 'Item plain', ar: 'منتج plain' }, image: 'plain.png' },
        price: 100,
        discountOnItem: 10,
        quantity: 2,
        taxAmount: 25.2,
        flashSaleId: null,
      },
    ]);
    const payments = await server.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, body.order_id));
    expect(payments).toMatchObject([
      { paymentMethod: 'cash_on_delivery', amount: total, paymentStatus: 'unpaid' },
    ]);
    expect(await cartOf(guest)).toEqual([]);
    expect((await stockOf(ids.item.plain))?.stock).toBe(stockBefore - 2);
  });

  it('answers in Arabic when asked', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 1);
    const reply = await placeAs(server.app, guest, cod, { language: 'ar' });
    expect(reply.json<OrderPlacedWire>().message).toBe('تم تقديم الطلب بنجاح');
  });

  it('takes the total the shopper was shown, and refuses one that changed', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 1);
    const total = cairoTotal([{ price: 100, discount: 10, quantity: 1 }]);
    await expectRefusedUnchanged(
      guest,
      { ...cod, order_amount: total - 1 },
      409,
      'The order total changed, please review it',
      ids.item.plain,
    );
    const reply = await placeAs(server.app, guest, { ...cod, order_amount: String(total) });
    expect(reply.statusCode).toBe(200);
  });
});

describe('given the shop does not take guest orders', () => {
  it("refuses a guest with 'Login required' and still serves a customer", async () => {
    await server.db
      .update(settings)
      .set({ value: { ...ORDER_TEST_CONFIG, guest_checkout_status: 0 } })
      .where(eq(settings.key, 'config'));
    try {
      const guest = await newOrderGuest(server.db);
      await putInCart(server.db, guest, ids.item.plain, 1);
      await expectRefusedUnchanged(guest, cod, 403, 'Login required', ids.item.plain);
      const customer = await newOrderCustomer(server.db);
      await putInCart(server.db, customer, ids.item.plain, 1);
      expect((await placeAs(server.app, customer, cod)).statusCode).toBe(200);
    } finally {
      await server.db
        .update(settings)
        .set({ value: ORDER_TEST_CONFIG })
        .where(eq(settings.key, 'config'));
    }
  });
});

describe('given a cart that cannot be ordered as it is', () => {
  it("refuses lines of two stores with 'Only one restaurant per order'", async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 1);
    await putInCart(server.db, guest, ids.item.otherStore, 1);
    await expectRefusedUnchanged(guest, cod, 403, 'Only one restaurant per order', ids.item.plain);
  });

  it('orders only the lines of the store named, and keeps the others in the cart', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 1);
    await putInCart(server.db, guest, ids.item.otherStore, 3);
    const reply = await placeAs(server.app, guest, { ...cod, store_id: ids.store.other });
    expect(reply.statusCode).toBe(200);
    const [order] = await ordersOf(guest);
    expect(order?.storeId).toBe(ids.store.other);
    expect((await cartOf(guest)).map((line) => line.itemId)).toEqual([ids.item.plain]);
  });

  it("refuses a closed store with 'Store/Restaurant is closed'", async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.closedStore, 1);
    await expectRefusedUnchanged(
      guest,
      cod,
      403,
      'Store/Restaurant is closed',
      ids.item.closedStore,
    );
  });

  it('refuses a variation out of stock and more than the item holds', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.varied, 1, { type: 'Large', price: 70, stock: 0 });
    await expectRefusedUnchanged(
      guest,
      cod,
      403,
      'This variation is out of stock',
      ids.item.varied,
    );
    const other = await newOrderGuest(server.db);
    await putInCart(server.db, other, ids.item.scarce, 11);
    await expectRefusedUnchanged(
      other,
      cod,
      403,
      'This variation is out of stock',
      ids.item.scarce,
    );
  });

  it("refuses more than maximum_cart_quantity with 'Out of Limits'", async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.capped, 4);
    await expectRefusedUnchanged(guest, cod, 403, 'Out of Limits', ids.item.capped);
  });

  it('refuses more than the flash sale has left', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.onSale, 10);
    await expectRefusedUnchanged(
      guest,
      cod,
      403,
      'This variation is out of stock',
      ids.item.onSale,
    );
  });

  it('refuses an empty cart, a long delivery note, a missing address and a point outside the zones', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefusedUnchanged(guest, cod, 403, 'Your cart is empty', ids.item.plain);
    await putInCart(server.db, guest, ids.item.plain, 1);
    await expectRefusedUnchanged(
      guest,
      { ...cod, delivery_instruction: 'x'.repeat(192) },
      422,
      'delivery_instruction is invalid',
      ids.item.plain,
    );
    await expectRefusedUnchanged(
      guest,
      { ...cod, address: '' },
      422,
      'Delivery address is required',
      ids.item.plain,
    );
    await expectRefusedUnchanged(
      guest,
      { ...cod, latitude: '25.0', longitude: '40.0' },
      403,
      "You can't add address in this country",
      ids.item.plain,
    );
  });
});

describe('given a flash sale running on an item', () => {
  it('sells it at the sale price and counts the units sold in the sale', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.onSale, 2);
    const reply = await placeAs(server.app, guest, cod);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<OrderPlacedWire>().total_ammount).toBe(
      cairoTotal([{ price: 200, discount: 50, quantity: 2 }]),
    );
    const [sale] = await server.db
      .select({ sold: flashSaleItems.sold })
      .from(flashSaleItems)
      .where(eq(flashSaleItems.itemId, ids.item.onSale));
    expect(sale?.sold).toBe(2);
    const [detail] = await server.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, reply.json<OrderPlacedWire>().order_id));
    expect(detail).toMatchObject({ flashSaleId: ids.flashSale, price: 200, discountOnItem: 100 });
  });
});

describe('given a coupon', () => {
  it('takes its discount, or makes delivery free', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.scarce, 1);
    const reply = await placeAs(server.app, guest, { ...cod, coupon_code: 'FREESHIP' });
    expect(reply.statusCode).toBe(200);
    const [order] = await ordersOf(guest);
    expect(order).toMatchObject({ deliveryCharge: 0, couponCode: 'FREESHIP' });
    expect(order?.originalDeliveryCharge).toBeGreaterThan(0);
    expect(order?.orderAmount).toBe(34.2);

    const other = await newOrderGuest(server.db);
    await putInCart(server.db, other, ids.item.plain, 2);
    expect((await placeAs(server.app, other, { ...cod, coupon_code: 'TENOFF' })).statusCode).toBe(
      200,
    );
    expect((await ordersOf(other))[0]?.couponDiscountAmount).toBe(18);
  });

  it('refuses one below its minimum purchase, and one that has expired', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 1);
    await expectRefusedUnchanged(
      guest,
      { ...cod, coupon_code: 'BIGSPEND' },
      403,
      'To apply this coupon, total item amount should be minimum 5000',
      ids.item.plain,
    );
    await expectRefusedUnchanged(
      guest,
      { ...cod, coupon_code: 'OLD' },
      407,
      'Coupon expired',
      ids.item.plain,
    );
  });
});

describe('given cash on delivery over its cap', () => {
  it("refuses with 'You can not Order more then 1000 on COD order'", async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.dear, 1);
    await expectRefusedUnchanged(
      guest,
      cod,
      403,
      'You can not Order more then 1000 on COD order',
      ids.item.dear,
    );
  });
});

describe('given a customer paying from the wallet', () => {
  it('debits the wallet in the same transaction and marks the order paid', async () => {
    const customer = await newOrderCustomer(server.db, 500);
    await putInCart(server.db, customer, ids.item.plain, 1);
    const reply = await placeAs(server.app, customer, { ...cod, payment_method: 'wallet' });
    expect(reply.statusCode).toBe(200);
    const total = cairoTotal([{ price: 100, discount: 10, quantity: 1 }]);
    expect(await walletOf(customer)).toBe(Math.round((500 - total) * 100) / 100);
    const [order] = await ordersOf(customer);
    expect(order).toMatchObject({ paymentMethod: 'wallet', paymentStatus: 'paid' });
    const ledger = await server.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, String(order?.id)));
    expect(ledger).toMatchObject([{ transactionType: 'order_place', debit: total }]);
  });

  it("refuses a wallet below the total with 'Wallet balance is below total amount'", async () => {
    const customer = await newOrderCustomer(server.db, 20);
    await putInCart(server.db, customer, ids.item.plain, 1);
    await expectRefusedUnchanged(
      customer,
      { ...cod, payment_method: 'wallet' },
      403,
      'Wallet balance is below total amount',
      ids.item.plain,
    );
  });

  it("refuses a guest's wallet payment with 'Login required'", async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 1);
    await expectRefusedUnchanged(
      guest,
      { ...cod, payment_method: 'wallet' },
      403,
      'Login required',
      ids.item.plain,
    );
  });

  it('pays partly: the wallet gives what it holds and the rest is cash on delivery', async () => {
    const customer = await newOrderCustomer(server.db, 50);
    await putInCart(server.db, customer, ids.item.plain, 1);
    const reply = await placeAs(server.app, customer, { ...cod, partial_payment: 1 });
    expect(reply.statusCode).toBe(200);
    const total = cairoTotal([{ price: 100, discount: 10, quantity: 1 }]);
    const [order] = await ordersOf(customer);
    expect(order).toMatchObject({
      paymentMethod: 'partial_payment',
      paymentStatus: 'unpaid',
      partiallyPaidAmount: 50,
    });
    const payments = await server.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id ?? 0));
    expect(payments).toMatchObject([
      { paymentMethod: 'wallet', amount: 50, paymentStatus: 'paid' },
      {
        paymentMethod: 'cash_on_delivery',
        amount: Math.round((total - 50) * 100) / 100,
        paymentStatus: 'unpaid',
      },
    ]);
    expect(await walletOf(customer)).toBe(0);
    const ledger = await server.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(
            walletTransactions.customerId,
            'customerId' in customer.owner ? customer.owner.customerId : 0,
          ),
          eq(walletTransactions.transactionType, 'partial_payment'),
        ),
      );
    expect(ledger).toMatchObject([{ debit: 50, balance: 0 }]);
  });
});

describe('given an Idempotency-Key', () => {
  it('answers a retry with the first order and places no second one', async () => {
    const customer = await newOrderCustomer(server.db);
    await putInCart(server.db, customer, ids.item.plain, 1);
    const stock = (await stockOf(ids.item.plain))?.stock ?? 0;
    const first = await placeAs(server.app, customer, cod, { key: 'attempt-1' });
    await putInCart(server.db, customer, ids.item.plain, 1);
    const retry = await placeAs(server.app, customer, cod, { key: 'attempt-1' });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<OrderPlacedWire>().order_id).toBe(first.json<OrderPlacedWire>().order_id);
    expect(await ordersOf(customer)).toHaveLength(1);
    expect((await stockOf(ids.item.plain))?.stock).toBe(stock - 1);
    expect(await cartOf(customer)).toHaveLength(1);
  });

  it('places one order when the same attempt arrives twice at once', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 1);
    const replies = await Promise.all([
      placeAs(server.app, guest, cod, { key: 'same' }),
      placeAs(server.app, guest, cod, { key: 'same' }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const [a, b] = replies.map((reply) => reply.json<OrderPlacedWire>().order_id);
    expect(a).toBe(b);
    expect(await ordersOf(guest)).toHaveLength(1);
  });

  it("never answers another shopper's order for the same key", async () => {
    const one = await newOrderGuest(server.db);
    const two = await newOrderGuest(server.db);
    await putInCart(server.db, one, ids.item.plain, 1);
    await putInCart(server.db, two, ids.item.plain, 1);
    const first = await placeAs(server.app, one, cod, { key: 'shared-key' });
    const second = await placeAs(server.app, two, cod, { key: 'shared-key' });
    expect(second.json<OrderPlacedWire>().order_id).not.toBe(
      first.json<OrderPlacedWire>().order_id,
    );
  });
});

describe('given 100 shoppers ordering the last 10 units at once', () => {
  it('places exactly 10 orders and leaves no stock below zero', async () => {
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => newOrderGuest(server.db)));
    await server.db.update(items).set({ stock: 10 }).where(eq(items.id, ids.item.scarce));
    for (const shopper of shoppers) await putInCart(server.db, shopper, ids.item.scarce, 1);
    const replies = await Promise.all(shoppers.map((shopper) => placeAs(server.app, shopper, cod)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 403)).toHaveLength(90);
    expect((await stockOf(ids.item.scarce))?.stock).toBe(0);
  }, 60_000);
});

describe('given the search box has the item in its suggestions', () => {
  it('suggests it with the stock an order left', async () => {
    const suggest = async () => {
      const reply = await server.app.inject({
        url: '/api/v1/items/item-or-store-search?name=capped',
        headers: { 'x-localization': 'en' },
      });
      const body = reply.json<{ items: { id: number; stock: number }[] }>();
      return body.items.find((item) => item.id === ids.item.capped)?.stock;
    };
    const before = await suggest();
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.capped, 2);
    expect((await placeAs(server.app, guest, cod)).statusCode).toBe(200);
    expect(await suggest()).toBe((before ?? 0) - 2);
  });
});

describe('given 15 shoppers ordering the last 5 units of a flash sale at once', () => {
  it('sells exactly 5 at the sale price', async () => {
    await server.db
      .update(flashSaleItems)
      .set({ stock: 5, sold: 0 })
      .where(eq(flashSaleItems.itemId, ids.item.onSale));
    const shoppers = await Promise.all(Array.from({ length: 15 }, () => newOrderGuest(server.db)));
    for (const shopper of shoppers) await putInCart(server.db, shopper, ids.item.onSale, 1);
    const replies = await Promise.all(shoppers.map((shopper) => placeAs(server.app, shopper, cod)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(5);
    const [sale] = await server.db
      .select({ sold: flashSaleItems.sold })
      .from(flashSaleItems)
      .where(eq(flashSaleItems.itemId, ids.item.onSale));
    expect(sale?.sold).toBe(5);
  }, 60_000);
});
