import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Order, OrderPlacedReply } from '../../src/core/api/wire';
import type { DatabaseLocation } from '../../demo-site/server/db/database';
import { DEFAULT_ORDER_PACE_SECONDS } from '../../demo-site/server/routes/order/orderPace';
import {
  type ServerProcess,
  startServerProcess,
} from '../../demo-site/server/testing/serverProcess';
import { pinSelf } from '../demoServer';
import type { BenchFigure } from '../figure';
import { median, percentile, round } from '../measure';
import {
  ADDRESS,
  type BenchShopper,
  onEachDatabase,
  pinServer,
  prepareShoppers,
  send,
} from '../orderingShoppers';

/*
 * Order placement (customer/order/place) by 20 shoppers at once, each placing real orders from
 * its own cart, refilled through cart/add before every order; then the time an order takes from
 * placed to delivered as the demo lifecycle moves it. On PGlite always, and on PostgreSQL when
 * SOUQ_BENCH_DATABASE_URL names a server (a database of its own is made there and dropped).
 */

const GUESTS = 10;
const CUSTOMERS = 10;
const DURATION_S = 10;
/** Orders each shopper places before timing starts: the first ones pay for compiling queries. */
const WARM_UP_ORDERS = 2;
/** Orders followed from placed to delivered. */
const FOLLOWED_ORDERS = 5;
/** Seconds per lifecycle step while orders are followed: SOUQ_ORDER_PACE, else 1 s. */
const FOLLOW_PACE_S = Number(process.env.SOUQ_ORDER_PACE ?? 1);
/** Lifecycle steps from pending to delivered. */
const STEPS = 5;
const dataRoot = resolve(import.meta.dirname, '../../.data/bench');

/** One order: the cart refilled (not timed), then the place call (timed). */
async function placeOne(
  server: ServerProcess,
  shopper: BenchShopper,
): Promise<{ ms: number; order: OrderPlacedReply | null }> {
  const itemId = shopper.itemIds[shopper.placed % shopper.itemIds.length];
  shopper.placed += 1;
  const added = await send(server, shopper, 'POST', 'customer/cart/add', {
    item_id: itemId,
    quantity: 1,
    model: 'Item',
    variation: [],
  });
  await added.arrayBuffer();
  const started = performance.now();
  const reply = await send(server, shopper, 'POST', 'customer/order/place', {
    payment_method: 'cash_on_delivery',
    ...ADDRESS,
  }).catch(() => null);
  const ms = performance.now() - started;
  const order = reply?.ok ? ((await reply.json()) as OrderPlacedReply) : null;
  if (reply && !reply.ok) {
    await reply.arrayBuffer();
    // A refused order leaves its line behind; the next order starts from an empty cart.
    await (await send(server, shopper, 'DELETE', 'customer/cart/remove')).arrayBuffer();
  }
  return { ms, order };
}

/** Every shopper places orders back to back for `DURATION_S` seconds. */
async function placementLoad(server: ServerProcess, shoppers: BenchShopper[]) {
  for (const shopper of shoppers) {
    for (let order = 0; order < WARM_UP_ORDERS; order += 1) await placeOne(server, shopper);
  }
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const ends = started + DURATION_S * 1000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (performance.now() < ends) {
        const { ms, order } = await placeOne(server, shopper);
        latencies.push(ms);
        if (!order) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, latencies, errors };
}

/** Places `FOLLOWED_ORDERS` orders and times each from its placement to its delivered status. */
async function placedToDelivered(server: ServerProcess, shoppers: BenchShopper[]) {
  const customers = shoppers.filter((shopper) => shopper.token !== null);
  const seconds = await Promise.all(
    customers.slice(0, FOLLOWED_ORDERS).map(async (shopper) => {
      const { order } = await placeOne(server, shopper);
      if (!order) throw new Error('the followed order was refused');
      const placedAt = performance.now();
      for (;;) {
        await new Promise((wait) => setTimeout(wait, 100));
        const reply = await send(
          server,
          shopper,
          'GET',
          `customer/order/track?order_id=${order.order_id}`,
        );
        const tracked = (await reply.json()) as Order;
        if (tracked.order_status === 'delivered') return (performance.now() - placedAt) / 1000;
        if (performance.now() - placedAt > (STEPS * FOLLOW_PACE_S + 60) * 1000) {
          throw new Error(`order ${order.order_id} is still ${tracked.order_status}`);
        }
      }
    }),
  );
  return seconds;
}

/** Placement figures, then placed-to-delivered figures, on one database. */
async function measure(
  label: string,
  location: DatabaseLocation,
  env: Record<string, string>,
): Promise<BenchFigure[]> {
  const dir = resolve(dataRoot, 'orders');
  const imagesDir = resolve(dir, 'images');
  mkdirSync(dir, { recursive: true });
  const shoppers = await prepareShoppers(location, imagesDir, {
    guests: GUESTS,
    customers: CUSTOMERS,
  });
  const log = resolve(dir, 'server.log');
  const serverEnv = { ...env, SOUQ_IMAGES_DIR: imagesDir, SOUQ_AUTH_RATE_LIMIT: '10000' };
  const figures: BenchFigure[] = [];
  // The demo's own pace while placing: no order placed in the run moves meanwhile.
  let server = await startServerProcess(
    { ...serverEnv, SOUQ_ORDER_PACE: String(DEFAULT_ORDER_PACE_SECONDS) },
    log,
  );
  try {
    pinServer(server);
    const load = await placementLoad(server, shoppers);
    const note = `${GUESTS + CUSTOMERS} shoppers (${GUESTS} guests, ${CUSTOMERS} customers) at once, ${DURATION_S} s, cash on delivery, each order after a cart/add of its own (not timed, same server); ${load.errors} errors of ${load.latencies.length}`;
    figures.push(
      {
        name: `order/place on ${label}, requests/s`,
        value: round(load.latencies.length / load.seconds, 1),
        unit: 'req/s',
        note,
      },
      {
        name: `order/place on ${label}, p50`,
        value: round(percentile(load.latencies, 50), 1),
        unit: 'ms',
        note,
      },
      {
        name: `order/place on ${label}, p99`,
        value: round(percentile(load.latencies, 99), 1),
        unit: 'ms',
        note,
      },
      { name: `order/place on ${label}, errors`, value: load.errors, unit: 'requests', note },
    );
  } finally {
    pinSelf(`0-${availableParallelism() - 1}`);
    await server.stop();
  }
  server = await startServerProcess({ ...serverEnv, SOUQ_ORDER_PACE: String(FOLLOW_PACE_S) }, log);
  try {
    const seconds = await placedToDelivered(server, shoppers);
    figures.push({
      name: `placed to delivered on ${label}, median`,
      value: round(median(seconds), 2),
      unit: 's',
      note: `${FOLLOWED_ORDERS} orders at SOUQ_ORDER_PACE=${FOLLOW_PACE_S} s a step (${STEPS} steps: ${STEPS * FOLLOW_PACE_S} s at the least), slowest ${round(Math.max(...seconds), 2)} s`,
    });
  } finally {
    await server.stop();
  }
  return figures;
}

/** Order placement at 20 concurrent shoppers and placed-to-delivered time, on PGlite and PostgreSQL. */
export function run(): Promise<BenchFigure[]> {
  return onEachDatabase('orders', resolve(dataRoot, 'orders'), measure);
}
