// @vitest-environment node
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../../src/core/api/wire';
import { greatCircleKm, orderTotals } from '../../../../src/core/pricing';
import type { Database } from '../../db/database';
import { orderDetails, orderPayments, orders } from '../../db/orderSchema';
import { cartItems, items } from '../../db/schema';
import { insertShoppers } from '../../testing/burstShoppers';
import { CAIRO_ADDRESS, insertOrderFixtures, type OrderShopper } from '../../testing/orderFixtures';
import { createProcessWorkspace, type ProcessWorkspace } from '../../testing/processWorkspace';
import type { ServerProcess } from '../../testing/serverProcess';
import type { OrderPlacedWire } from './orderPlaceRoutes';

/*
 * The real server (main.ts in a process of its own) takes a burst of orders and is killed with
 * SIGKILL in the middle of it, then started again on the same data: on PGlite in a folder, or on
 * a database of its own on the PostgreSQL server TEST_DATABASE_URL names.
 */

const GUESTS = 24;
const CUSTOMERS = 12;
/** Acknowledged orders after which the server is killed: a third of the burst. */
const KILL_AFTER = 12;

let workspace: ProcessWorkspace | null = null;
let running: ServerProcess | null = null;

/** What one shopper has in the cart: the fixtures' plain item (100, 10 % off) and capped item (40). */
interface Cart {
  plain: number;
  capped: number;
}
interface Shopper extends OrderShopper {
  key: string;
  cart: Cart;
}
let shoppers: Shopper[] = [];
let itemIds = { plain: 0, capped: 0 };
let stockBefore = { plain: 0, capped: 0 };

/** The workspace the tests' servers run on, made before them. */
function current(): ProcessWorkspace {
  if (!workspace) throw new Error('the workspace is made before the tests');
  return workspace;
}

/** The workspace's database, opened for `work` and closed again. */
const withDatabase = <T>(work: (db: Database) => Promise<T>): Promise<T> =>
  current().withDatabase(work);

/** The burst's guests and customers, each with its own Idempotency-Key and cart. */
async function newShoppers(db: Database): Promise<Shopper[]> {
  const made = await insertShoppers(db, { guests: GUESTS, customers: CUSTOMERS });
  return made.map((shopper, index) => ({
    ...shopper,
    key: `burst-${index}`,
    cart: { plain: 1 + (index % 2), capped: 1 + (index % 3) },
  }));
}

function cartLine(shopper: Shopper, itemId: number, quantity: number) {
  return {
    customerId: 'customerId' in shopper.owner ? shopper.owner.customerId : null,
    guestId: 'guestId' in shopper.owner ? shopper.owner.guestId : null,
    itemId,
    model: 'Item' as const,
    variation: [],
    variationKey: '',
    quantity,
  };
}

async function startServer(): Promise<ServerProcess> {
  running = await current().startServer();
  return running;
}

beforeAll(async () => {
  workspace = await createProcessWorkspace('souq-order-kill-', {
    SOUQ_AUTH_RATE_LIMIT: '10000',
    // Paused: orders stay pending, so nothing but placement touches them.
    SOUQ_ORDER_PACE: '86400',
  });
  // The shop is written before the server first starts, so it finds a seeded database.
  await withDatabase(async (db) => {
    const fixtures = await insertOrderFixtures(db);
    itemIds = { plain: fixtures.item.plain, capped: fixtures.item.capped };
    await db
      .update(items)
      .set({ stock: 500 })
      .where(inArray(items.id, [itemIds.plain, itemIds.capped]));
    stockBefore = { plain: 500, capped: 500 };
    shoppers = await newShoppers(db);
    await db
      .insert(cartItems)
      .values(
        shoppers.flatMap((shopper) => [
          cartLine(shopper, itemIds.plain, shopper.cart.plain),
          cartLine(shopper, itemIds.capped, shopper.cart.capped),
        ]),
      );
  });
}, 180_000);

afterAll(async () => {
  await running?.kill();
  await workspace?.remove();
});

/** What the core charges for a cart delivered to the fixtures' Cairo address, cash on delivery. */
function expectedTotal(cart: Cart): number {
  const distanceKm = greatCircleKm({ lat: 30.04, lng: 31.24 }, { lat: 30.06, lng: 31.25 });
  const line = (price: number, discount: number, quantity: number) => ({
    price,
    discount,
    discount_type: 'percent' as const,
    store_discount: 0,
    quantity,
  });
  const totals = orderTotals({
    items: [line(100, 10, cart.plain), line(40, 0, cart.capped)],
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
  return Math.round(totals.total * 100) / 100;
}

const guestIdOf = (shopper: Shopper) => ('guestId' in shopper.owner ? shopper.owner.guestId : null);

function headersOf(shopper: Shopper): Record<string, string> {
  return {
    'x-localization': 'en',
    'idempotency-key': shopper.key,
    ...(shopper.token ? { authorization: `Bearer ${shopper.token}` } : {}),
  };
}

/** POSTs customer/order/place with the shopper's own Idempotency-Key. */
function place(server: ServerProcess, shopper: Shopper): Promise<Response> {
  const guestId = guestIdOf(shopper);
  return fetch(`${server.origin}/api/v1/customer/order/place`, {
    method: 'POST',
    headers: { ...headersOf(shopper), 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(guestId ? { guest_id: guestId } : {}),
      payment_method: 'cash_on_delivery',
      ...CAIRO_ADDRESS,
    }),
  });
}

/** How a place call of the burst ended for the client. */
type Outcome =
  | { kind: 'acknowledged'; order: OrderPlacedWire }
  | { kind: 'refused'; status: number; body: string }
  | { kind: 'cut' };

async function outcomeOf(reply: Promise<Response>): Promise<Outcome> {
  try {
    const answered = await reply;
    const body = await answered.text();
    return answered.ok
      ? { kind: 'acknowledged', order: JSON.parse(body) as OrderPlacedWire }
      : { kind: 'refused', status: answered.status, body };
  } catch {
    return { kind: 'cut' };
  }
}

/** Fires every shopper's order at once and kills the server once `KILL_AFTER` are acknowledged. */
async function burstAndKill(server: ServerProcess): Promise<Outcome[]> {
  let acknowledged = 0;
  let killed: Promise<void> | null = null;
  const outcomes = await Promise.all(
    shoppers.map(async (shopper) => {
      const outcome = await outcomeOf(place(server, shopper));
      if (outcome.kind === 'acknowledged') {
        acknowledged += 1;
        if (acknowledged === KILL_AFTER) killed = server.kill();
      }
      return outcome;
    }),
  );
  await (killed ?? server.kill());
  return outcomes;
}

async function detailsOf(server: ServerProcess, shopper: Shopper, orderId: number) {
  const guestId = guestIdOf(shopper);
  const query = `order_id=${orderId}${guestId ? `&guest_id=${guestId}` : ''}`;
  const reply = await fetch(`${server.origin}/api/v1/customer/order/details?${query}`, {
    headers: headersOf(shopper),
  });
  expect(reply.status).toBe(200);
  const lines = (await reply.json()) as OrderDetail[];
  return lines.map((line) => ({ itemId: line.item_id, quantity: line.quantity }));
}

const linesOf = (cart: Cart) => [
  { itemId: itemIds.plain, quantity: cart.plain },
  { itemId: itemIds.capped, quantity: cart.capped },
];
const byItem = (a: { itemId: number }, b: { itemId: number }) => a.itemId - b.itemId;

async function placedIds(server: ServerProcess): Promise<number[]> {
  return Promise.all(
    shoppers.map(async (shopper) => {
      const reply = await place(server, shopper);
      expect(reply.status).toBe(200);
      return ((await reply.json()) as OrderPlacedWire).order_id;
    }),
  );
}

describe('given a burst of orders from guests and customers, each with its own Idempotency-Key', () => {
  it('a kill -9 in the middle leaves no half-written order and loses no acknowledged one', async () => {
    const outcomes = await burstAndKill(await startServer());
    const acknowledged = outcomes.map((outcome) =>
      outcome.kind === 'acknowledged' ? outcome.order : null,
    );
    // The kill landed mid-burst: some orders were answered, some were cut, none was refused.
    expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toEqual([]);
    expect(acknowledged.filter(Boolean).length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(outcomes.some((outcome) => outcome.kind === 'cut')).toBe(true);

    const server = await startServer();
    // Every acknowledged order is back after the restart, with the lines of the cart it emptied.
    for (const [index, order] of acknowledged.entries()) {
      const shopper = shoppers[index];
      if (!order || !shopper) continue;
      const lines = await detailsOf(server, shopper, order.order_id);
      expect(lines.sort(byItem)).toEqual(linesOf(shopper.cart).sort(byItem));
      expect(order.total_ammount).toBe(expectedTotal(shopper.cart));
    }
    // Retrying every call with its key: an acknowledged order comes back, a cut one is placed
    // (or found, when it was written before the kill), and asking again never makes another.
    const first = await placedIds(server);
    for (const [index, order] of acknowledged.entries()) {
      if (order) expect(first[index]).toBe(order.order_id);
    }
    expect(await placedIds(server)).toEqual(first);
    expect(new Set(first).size).toBe(shoppers.length);
    await server.stop();
    running = null;

    await withDatabase(async (db) => {
      const written = await db.select().from(orders);
      const numerically = (a: number, b: number) => a - b;
      expect(written.map((order) => order.id).sort(numerically)).toEqual(
        [...first].sort(numerically),
      );
      const withoutLines = await db
        .select({ id: orders.id })
        .from(orders)
        .leftJoin(orderDetails, eq(orderDetails.orderId, orders.id))
        .where(isNull(orderDetails.id));
      expect(withoutLines).toEqual([]);

      const details = await db.select().from(orderDetails);
      const payments = await db.select().from(orderPayments);
      for (const [index, shopper] of shoppers.entries()) {
        const order = written.find((row) => row.id === first[index]);
        const total = expectedTotal(shopper.cart);
        expect(order).toMatchObject({
          guestId: guestIdOf(shopper),
          customerId: 'customerId' in shopper.owner ? shopper.owner.customerId : null,
          idempotencyKey: shopper.key,
          orderAmount: total,
          orderStatus: 'pending',
          paymentMethod: 'cash_on_delivery',
        });
        const lines = details
          .filter((line) => line.orderId === order?.id)
          .map((line) => ({ itemId: line.itemId, quantity: line.quantity }));
        expect(lines.sort(byItem)).toEqual(linesOf(shopper.cart).sort(byItem));
        expect(
          payments
            .filter((payment) => payment.orderId === order?.id)
            .map(({ paymentMethod, amount, paymentStatus }) => ({
              paymentMethod,
              amount,
              paymentStatus,
            })),
        ).toEqual([{ paymentMethod: 'cash_on_delivery', amount: total, paymentStatus: 'unpaid' }]);
      }

      // Stock went down by exactly what the orders hold, and every cart was emptied once.
      const sold = (itemId: number) =>
        details
          .filter((line) => line.itemId === itemId)
          .reduce((sum, line) => sum + line.quantity, 0);
      const stock = await db
        .select({ id: items.id, stock: items.stock })
        .from(items)
        .where(inArray(items.id, [itemIds.plain, itemIds.capped]));
      expect(stock.sort((a, b) => a.id - b.id)).toEqual(
        [
          { id: itemIds.plain, stock: stockBefore.plain - sold(itemIds.plain) },
          { id: itemIds.capped, stock: stockBefore.capped - sold(itemIds.capped) },
        ].sort((a, b) => a.id - b.id),
      );
      const [{ left } = { left: -1 }] = await db
        .select({ left: sql<number>`count(*)::int` })
        .from(cartItems);
      expect(left).toBe(0);
    });
  }, 180_000);
});
