// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import {
  loyaltyPointTransactions,
  orderPayments,
  orders,
  walletTransactions,
} from '../db/orderSchema';
import { customers, guests } from '../db/schema';
import { createCustomer, type TestCustomer } from '../testing/accountFixtures';
import { startTestServer, type TestServer } from '../testing/accountTestServer';
import { insertOrder, writeOrderConfig } from '../testing/placedOrders';
import { referralReference } from './deliveryRewards';
import { NEXT_STATUS, stepDueOrders } from './lifecycle';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // 10 % of an order's amount in points, 25 to the referrer.
  await writeOrderConfig(server.db);
}, 60_000);
afterAll(() => server.close());

const PACE = 10;
const statusOf = async (orderId: number) => {
  const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} is gone`);
  return order;
};
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

async function referred(): Promise<{ referrer: TestCustomer; customer: TestCustomer }> {
  const referrer = await createCustomer(server.db);
  const customer = await createCustomer(server.db);
  await server.db
    .update(customers)
    .set({ refBy: referrer.id })
    .where(eq(customers.id, customer.id));
  return { referrer, customer };
}

const referrerRewards = (referrerId: number) =>
  server.db.select().from(walletTransactions).where(eq(walletTransactions.customerId, referrerId));

describe('given a placed cash order of a referred customer', () => {
  it('moves one status per pace, stamping each time, and stops at delivered', async () => {
    const { referrer, customer } = await referred();
    const start = new Date('2030-01-01T10:00:00Z');
    const orderId = await insertOrder(server.db, {
      customerId: customer.id,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.lowStockItemId, quantity: 2 }],
      nextStepAt: start,
    });

    expect(await stepDueOrders(server.db, { now: start, paceSeconds: PACE })).toBeGreaterThan(0);
    let order = await statusOf(orderId);
    expect(order.orderStatus).toBe('confirmed');
    expect(order.confirmed?.toISOString()).toBe(start.toISOString());
    expect(order.nextStepAt?.toISOString()).toBe(at(start, PACE).toISOString());

    // Not due yet: nothing moves.
    await stepDueOrders(server.db, { now: at(start, PACE - 1), paceSeconds: PACE });
    expect((await statusOf(orderId)).orderStatus).toBe('confirmed');

    const seen: string[] = [];
    for (let step = 1; step <= 6; step += 1) {
      await stepDueOrders(server.db, { now: at(start, step * PACE), paceSeconds: PACE });
      seen.push((await statusOf(orderId)).orderStatus);
    }
    expect(seen).toEqual([
      'processing',
      'handover',
      'picked_up',
      'delivered',
      'delivered',
      'delivered',
    ]);
    order = await statusOf(orderId);
    expect(order.nextStepAt).toBeNull();
    expect(order.paymentStatus).toBe('paid');
    expect(order.pickedUp?.toISOString()).toBe(at(start, 3 * PACE).toISOString());
    expect(order.delivered?.toISOString()).toBe(at(start, 4 * PACE).toISOString());
    const payments = await server.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId));
    expect(payments.map((payment) => payment.paymentStatus)).toEqual(['paid']);

    // 2 × 100 = 200: 10 % of it is 20 points; the referrer's first-order reward is 25.
    const points = await server.db
      .select()
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.customerId, customer.id));
    expect(points).toEqual([
      expect.objectContaining({
        transactionType: 'order_place',
        credit: 20,
        balance: 20,
        reference: String(orderId),
      }),
    ]);
    expect(await referrerRewards(referrer.id)).toEqual([
      expect.objectContaining({
        transactionType: 'referrer',
        credit: 25,
        balance: 25,
        reference: referralReference(customer.id),
      }),
    ]);
  });

  it('pays the referrer once, for two orders delivered in the same moment and any later one', async () => {
    const { referrer, customer } = await referred();
    const start = new Date('2030-02-01T10:00:00Z');
    const placed = (nextStepAt: Date) =>
      insertOrder(server.db, {
        customerId: customer.id,
        storeId: server.fixtures.openStoreId,
        lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
        status: 'picked_up',
        nextStepAt,
      });
    const first = await placed(start);
    const second = await placed(start);
    await Promise.all([
      stepDueOrders(server.db, { now: start, paceSeconds: PACE }),
      stepDueOrders(server.db, { now: start, paceSeconds: PACE }),
    ]);
    const later = await placed(at(start, 60));
    await stepDueOrders(server.db, { now: at(start, 60), paceSeconds: PACE });
    for (const orderId of [first, second, later]) {
      expect((await statusOf(orderId)).orderStatus).toBe('delivered');
    }
    expect(await referrerRewards(referrer.id)).toHaveLength(1);
    const [held] = await server.db
      .select({ points: customers.loyaltyPoint })
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(held?.points).toBe(30);
  });
});

describe('given a shop with loyalty points and referral earnings switched off', () => {
  it('delivers the order and credits nobody', async () => {
    await writeOrderConfig(server.db, { loyalty_point_status: 0, ref_earning_status: 0 });
    try {
      const { referrer, customer } = await referred();
      const start = new Date('2030-06-01T10:00:00Z');
      const orderId = await insertOrder(server.db, {
        customerId: customer.id,
        storeId: server.fixtures.openStoreId,
        lines: [{ itemId: server.fixtures.plainItemId, quantity: 3 }],
        status: 'picked_up',
        nextStepAt: start,
      });
      await stepDueOrders(server.db, { now: start, paceSeconds: PACE });
      expect((await statusOf(orderId)).orderStatus).toBe('delivered');
      expect(await referrerRewards(referrer.id)).toEqual([]);
      const earned = await server.db
        .select()
        .from(loyaltyPointTransactions)
        .where(eq(loyaltyPointTransactions.customerId, customer.id));
      expect(earned).toEqual([]);
    } finally {
      await writeOrderConfig(server.db);
    }
  });
});

describe('given several servers stepping at the same moment', () => {
  it('moves a due order by one status only', async () => {
    const customer = await createCustomer(server.db);
    const start = new Date('2030-05-01T10:00:00Z');
    const orderId = await insertOrder(server.db, {
      customerId: customer.id,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
      nextStepAt: start,
    });
    await Promise.all(
      Array.from({ length: 5 }, () => stepDueOrders(server.db, { now: start, paceSeconds: PACE })),
    );
    expect((await statusOf(orderId)).orderStatus).toBe('confirmed');
  });
});

describe('given orders the lifecycle must leave alone', () => {
  it('moves neither a cancelled order nor one waiting for its payment', async () => {
    const customer = await createCustomer(server.db);
    const start = new Date('2030-03-01T10:00:00Z');
    const canceled = await insertOrder(server.db, {
      customerId: customer.id,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
      status: 'canceled',
      nextStepAt: start,
    });
    const waiting = await insertOrder(server.db, {
      customerId: customer.id,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
      paymentMethod: 'digital_payment',
      paymentStatus: 'unpaid',
      nextStepAt: null,
    });
    await stepDueOrders(server.db, { now: at(start, 3600), paceSeconds: PACE });
    expect(await statusOf(canceled)).toMatchObject({ orderStatus: 'canceled', nextStepAt: null });
    expect(await statusOf(waiting)).toMatchObject({ orderStatus: 'pending', nextStepAt: null });
  });

  it("earns a guest's delivered order no points and pays no referrer", async () => {
    const guestId = crypto.randomUUID();
    await server.db.insert(guests).values({ id: guestId });
    const start = new Date('2030-04-01T10:00:00Z');
    const orderId = await insertOrder(server.db, {
      guestId,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
      status: 'picked_up',
      nextStepAt: start,
    });
    await stepDueOrders(server.db, { now: start, paceSeconds: PACE });
    expect((await statusOf(orderId)).orderStatus).toBe('delivered');
    const earned = await server.db
      .select()
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.reference, String(orderId)));
    expect(earned).toEqual([]);
  });

  it('knows every status it moves from, ending at delivered', () => {
    expect(Object.keys(NEXT_STATUS)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
    ]);
  });
});

describe('given the server running with a fast pace', () => {
  const waitFor = async (orderId: number, statuses: readonly string[]) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { orderStatus } = await statusOf(orderId);
      if (statuses.includes(orderStatus)) return orderStatus;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`order ${orderId} never reached ${statuses.join(' or ')}`);
  };

  it('moves an order on by itself, and a restarted server goes on where it stopped', async () => {
    const customer = await createCustomer(server.db);
    const fast = { paceSeconds: 0.1, pollMs: 20 };
    const first = await buildServer({
      db: server.db,
      imagesDir: server.imagesDir,
      orderLifecycle: fast,
    });
    await first.ready();
    const orderId = await insertOrder(server.db, {
      customerId: customer.id,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
      nextStepAt: new Date(),
    });
    await waitFor(orderId, ['confirmed', 'processing', 'handover']);
    await first.close();
    const stoppedAt = (await statusOf(orderId)).orderStatus;
    expect(stoppedAt).not.toBe('delivered');

    // Nothing moves while no server runs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await statusOf(orderId)).orderStatus).toBe(stoppedAt);

    const second = await buildServer({
      db: server.db,
      imagesDir: server.imagesDir,
      orderLifecycle: fast,
    });
    await second.ready();
    try {
      await waitFor(orderId, ['delivered']);
    } finally {
      await second.close();
    }
    const order = await statusOf(orderId);
    expect(order.nextStepAt).toBeNull();
    for (const stamp of [
      order.confirmed,
      order.processing,
      order.handover,
      order.pickedUp,
      order.delivered,
    ]) {
      expect(stamp).toBeInstanceOf(Date);
    }
  }, 20_000);
});
