import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { OrderPlacedReply } from '../../src/core/api/wire';
import { type DatabaseLocation, openDatabase } from '../../demo-site/server/db/database';
import { orderDetails, orders } from '../../demo-site/server/db/orderSchema';
import { cartItems, items } from '../../demo-site/server/db/schema';
import { DEFAULT_ORDER_PACE_SECONDS } from '../../demo-site/server/routes/order/orderPace';
import {
  type ServerProcess,
  startServerProcess,
} from '../../demo-site/server/testing/serverProcess';
import { pinSelf } from '../demoServer';
import type { BenchFigure } from '../figure';
import { percentile, round } from '../measure';
import {
  ADDRESS,
  BENCH_STOCK,
  type BenchShopper,
  guestOf,
  onEachDatabase,
  pinServer,
  prepareShoppers,
  send,
} from '../orderingShoppers';

/*
 * A shop's day compressed: 200 shoppers at once for 60 s, each browsing, searching, typing into
 * the search box, filling a cart and now and then ordering, with a pause between actions as a
 * person makes. Per route p50 and p99, every error, and at the end a check that nothing drifted:
 * each item's stock fell by exactly what the stored orders hold, every acknowledged order is
 * stored and none other, and every cart holds what its shopper was told it holds.
 */

const GUESTS = 100;
const CUSTOMERS = 100;
const DURATION_S = 60;
/** A person's pause between two actions: uniform between these, in milliseconds. */
const PAUSE_MS = { least: 200, most: 1_000 } as const;
const dataRoot = resolve(import.meta.dirname, '../../.data/bench/mixed');

/** What a shopper does next, and how often, out of 100. */
const ACTIONS = [
  ['browse', 30],
  ['search', 20],
  ['suggest', 25],
  ['add', 12],
  ['list', 8],
  ['order', 5],
] as const;
type Action = (typeof ACTIONS)[number][0];

/** Words shoppers type, in both languages. */
const TERMS = ['milk', 'apple', 'bread', 'rice', 'tea', 'cheese', 'حليب', 'تفاح', 'خبز', 'أرز'];

/** A shopper of this run: the items of one store it buys from, what it was told its cart holds. */
interface MixedShopper extends BenchShopper {
  storeItems: number[];
  cart: Map<number, number>;
  /** False once a cart call got no clear answer: its cart can no longer be checked. */
  cartKnown: boolean;
  language: 'ar' | 'en';
}

/** Everything the run saw. */
interface Tally {
  latencies: Map<string, number[]>;
  serverErrors: number;
  networkErrors: number;
  refusals: Map<string, number>;
  acknowledged: Map<number, Map<number, number>>;
}

const pick = <T>(list: readonly T[]): T => {
  const chosen = list[Math.floor(Math.random() * list.length)];
  if (chosen === undefined) throw new Error('picked from an empty list');
  return chosen;
};

function nextAction(): Action {
  let roll = Math.random() * 100;
  for (const [action, weight] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return 'browse';
}

/** One timed call; its reply is read whole, its status counted. */
async function timed(
  tally: Tally,
  route: string,
  call: () => Promise<Response>,
): Promise<Response | null> {
  const started = performance.now();
  const reply = await call().catch(() => null);
  const body = reply ? await reply.arrayBuffer().catch(() => null) : null;
  const ms = performance.now() - started;
  const list = tally.latencies.get(route) ?? [];
  list.push(ms);
  tally.latencies.set(route, list);
  if (!reply || body === null) {
    tally.networkErrors += 1;
    return null;
  }
  if (reply.status >= 500) tally.serverErrors += 1;
  else if (!reply.ok) {
    const key = `${route} ${reply.status}`;
    tally.refusals.set(key, (tally.refusals.get(key) ?? 0) + 1);
  }
  return new Response(body, { status: reply.status });
}

/** A catalog read as the storefront asks it, in the shopper's language and zone. */
function read(server: ServerProcess, shopper: MixedShopper, path: string): Promise<Response> {
  return fetch(`${server.origin}/api/v1/${path}`, {
    headers: { 'x-localization': shopper.language, zoneid: '[1,2]', moduleId: '1' },
  });
}

async function act(server: ServerProcess, shopper: MixedShopper, tally: Tally): Promise<void> {
  const action = nextAction();
  if (action === 'browse') {
    const [route, path] = pick([
      ['items/latest', 'items/latest?offset=1&limit=10'],
      ['items/popular', 'items/popular?offset=1&limit=10'],
      ['categories', 'categories'],
      ['stores/get-stores', 'stores/get-stores/all?offset=1&limit=10'],
      ['items/details', `items/details/${pick(shopper.storeItems)}`],
    ] as const);
    await timed(tally, route, () => read(server, shopper, path));
  } else if (action === 'search') {
    const term = encodeURIComponent(pick(TERMS));
    await timed(tally, 'items/search', () =>
      read(server, shopper, `items/search?name=${term}&offset=1&limit=10`),
    );
  } else if (action === 'suggest') {
    const word = pick(TERMS);
    const typed = encodeURIComponent(word.slice(0, 1 + Math.floor(Math.random() * word.length)));
    await timed(tally, 'items/item-or-store-search', () =>
      read(server, shopper, `items/item-or-store-search?name=${typed}`),
    );
  } else if (action === 'add' && shopper.cart.size < shopper.storeItems.length) {
    const itemId = pick(shopper.storeItems.filter((id) => !shopper.cart.has(id)));
    const quantity = 1 + Math.floor(Math.random() * 2);
    const reply = await timed(tally, 'cart/add', () =>
      send(server, shopper, 'POST', 'customer/cart/add', {
        item_id: itemId,
        quantity,
        model: 'Item',
        variation: [],
      }),
    );
    if (reply?.ok) shopper.cart.set(itemId, quantity);
    else if (!reply || reply.status >= 500) shopper.cartKnown = false;
  } else if (action === 'list' || action === 'add') {
    await timed(tally, 'cart/list', () => send(server, shopper, 'GET', 'customer/cart/list'));
  } else if (shopper.cart.size > 0) {
    const reply = await timed(tally, 'order/place', () =>
      send(server, shopper, 'POST', 'customer/order/place', {
        payment_method: 'cash_on_delivery',
        ...ADDRESS,
      }),
    );
    if (reply?.ok) {
      const placed = (await reply.json()) as OrderPlacedReply;
      tally.acknowledged.set(placed.order_id, new Map(shopper.cart));
      shopper.cart.clear();
    } else if (!reply || reply.status >= 500) {
      shopper.cartKnown = false;
    } else {
      // Refused (the cash-on-delivery cap, a store that just closed): the shopper starts over.
      const emptied = await timed(tally, 'cart/remove', () =>
        send(server, shopper, 'DELETE', 'customer/cart/remove'),
      );
      if (emptied?.ok) shopper.cart.clear();
      else shopper.cartKnown = false;
    }
  }
}

/** The items of one store per shopper, shoppers spread over the stores. */
async function withStores(
  location: DatabaseLocation,
  shoppers: BenchShopper[],
): Promise<MixedShopper[]> {
  const { db, close } = await openDatabase(location);
  try {
    const orderable = shoppers[0]?.itemIds ?? [];
    const rows = await db
      .select({ id: items.id, storeId: items.storeId })
      .from(items)
      .where(inArray(items.id, orderable));
    const byStore = new Map<number, number[]>();
    for (const row of rows) byStore.set(row.storeId, [...(byStore.get(row.storeId) ?? []), row.id]);
    // Stores with a few items to choose from, so a cart can hold more than one line.
    const stores = [...byStore.values()].filter((ids) => ids.length >= 4);
    if (stores.length === 0) throw new Error('no open store has four items to order');
    return shoppers.map((shopper, index) => ({
      ...shopper,
      storeItems: stores[index % stores.length] ?? [],
      cart: new Map(),
      cartKnown: true,
      language: index % 2 === 0 ? 'ar' : 'en',
    }));
  } finally {
    await close();
  }
}

/** What the database holds after the run, against what the shoppers were told. */
async function consistency(
  location: DatabaseLocation,
  shoppers: MixedShopper[],
  tally: Tally,
): Promise<{ ok: boolean; note: string }> {
  const { db, close } = await openDatabase(location);
  try {
    const problems: string[] = [];
    const guestIds = shoppers.map(guestOf).filter((id): id is string => id !== null);
    const customerIds = shoppers.flatMap((s) =>
      'customerId' in s.owner ? [s.owner.customerId] : [],
    );
    const stored = await db
      .select({ id: orders.id, itemId: orderDetails.itemId, quantity: orderDetails.quantity })
      .from(orders)
      .innerJoin(orderDetails, eq(orderDetails.orderId, orders.id))
      .where(or(inArray(orders.guestId, guestIds), inArray(orders.customerId, customerIds)));
    const storedOrders = new Set(stored.map((row) => row.id));
    const missing = [...tally.acknowledged.keys()].filter((id) => !storedOrders.has(id));
    if (missing.length > 0) problems.push(`${missing.length} acknowledged orders not stored`);
    const unknownOrders = [...storedOrders].filter((id) => !tally.acknowledged.has(id));
    if (unknownOrders.length > tally.networkErrors + tally.serverErrors) {
      problems.push(`${unknownOrders.length} stored orders nobody was told of`);
    }
    for (const [orderId, lines] of tally.acknowledged) {
      for (const [itemId, quantity] of lines) {
        const row = stored.find((line) => line.id === orderId && line.itemId === itemId);
        if (row?.quantity !== quantity) problems.push(`order ${orderId} item ${itemId}`);
      }
    }

    const ordered = new Map<number, number>();
    for (const row of stored)
      ordered.set(row.itemId, (ordered.get(row.itemId) ?? 0) + row.quantity);
    const stock = await db
      .select({ id: items.id, stock: items.stock })
      .from(items)
      .where(inArray(items.id, shoppers[0]?.itemIds ?? []));
    const drifted = stock.filter((row) => BENCH_STOCK - row.stock !== (ordered.get(row.id) ?? 0));
    if (drifted.length > 0) problems.push(`${drifted.length} items' stock off their orders`);

    const lines = await db
      .select({
        guestId: cartItems.guestId,
        customerId: cartItems.customerId,
        itemId: cartItems.itemId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(
        or(
          and(isNotNull(cartItems.guestId), inArray(cartItems.guestId, guestIds)),
          and(isNull(cartItems.guestId), inArray(cartItems.customerId, customerIds)),
        ),
      );
    let carts = 0;
    for (const shopper of shoppers.filter((s) => s.cartKnown)) {
      const guestId = guestOf(shopper);
      const own = lines.filter((line) =>
        guestId !== null
          ? line.guestId === guestId
          : 'customerId' in shopper.owner && line.customerId === shopper.owner.customerId,
      );
      const held = new Map(own.map((line) => [line.itemId, line.quantity]));
      const same =
        held.size === shopper.cart.size &&
        [...shopper.cart].every(([itemId, quantity]) => held.get(itemId) === quantity);
      if (same) carts += 1;
      else problems.push(`a cart differs from what its shopper was told`);
    }
    const note = `${tally.acknowledged.size} orders acknowledged and stored with their lines, stock of ${stock.length} items equal to what the orders took, ${carts} carts as their shoppers were told`;
    return problems.length === 0
      ? { ok: true, note }
      : { ok: false, note: problems.slice(0, 8).join('; ') };
  } finally {
    await close();
  }
}

/** The run on one database: shoppers prepared, 60 s of load, then the check. */
async function measure(
  label: string,
  location: DatabaseLocation,
  env: Record<string, string>,
): Promise<BenchFigure[]> {
  const imagesDir = resolve(dataRoot, 'images');
  mkdirSync(dataRoot, { recursive: true });
  const prepared = await prepareShoppers(location, imagesDir, {
    guests: GUESTS,
    customers: CUSTOMERS,
  });
  const shoppers = await withStores(location, prepared);
  const tally: Tally = {
    latencies: new Map(),
    serverErrors: 0,
    networkErrors: 0,
    refusals: new Map(),
    acknowledged: new Map(),
  };
  const server = await startServerProcess(
    {
      ...env,
      SOUQ_IMAGES_DIR: imagesDir,
      SOUQ_AUTH_RATE_LIMIT: '100000',
      SOUQ_CATALOG_RATE_LIMIT: '100000',
      SOUQ_ORDER_PACE: String(DEFAULT_ORDER_PACE_SECONDS),
    },
    resolve(dataRoot, 'server.log'),
  );
  let seconds = 0;
  try {
    pinServer(server);
    const started = performance.now();
    const ends = started + DURATION_S * 1000;
    await Promise.all(
      shoppers.map(async (shopper) => {
        // Shoppers arrive over the first pause, not all in the same millisecond.
        await new Promise((wait) => setTimeout(wait, Math.random() * PAUSE_MS.most));
        while (performance.now() < ends) {
          await act(server, shopper, tally);
          const pause = PAUSE_MS.least + Math.random() * (PAUSE_MS.most - PAUSE_MS.least);
          await new Promise((wait) => setTimeout(wait, pause));
        }
      }),
    );
    seconds = (performance.now() - started) / 1000;
  } finally {
    pinSelf(`0-${availableParallelism() - 1}`);
    await server.stop();
  }

  const requests = [...tally.latencies.values()].reduce((sum, list) => sum + list.length, 0);
  const refused = [...tally.refusals].map(([key, count]) => `${key} ×${count}`).join(', ');
  const load = `${GUESTS + CUSTOMERS} shoppers, ${DURATION_S} s, a pause of ${PAUSE_MS.least}–${PAUSE_MS.most} ms between actions`;
  const figures: BenchFigure[] = [
    {
      name: `mixed load on ${label}, requests/s`,
      value: round(requests / seconds, 1),
      unit: 'req/s',
      note: `${load}; refusals the rules make: ${refused || 'none'}`,
    },
    { name: `mixed load on ${label}, 5xx`, value: tally.serverErrors, unit: 'replies', note: load },
    {
      name: `mixed load on ${label}, no reply`,
      value: tally.networkErrors,
      unit: 'requests',
      note: load,
    },
  ];
  for (const [route, latencies] of [...tally.latencies].sort(([a], [b]) => a.localeCompare(b))) {
    const note = `${latencies.length} requests`;
    figures.push(
      {
        name: `${route} on ${label}, p50`,
        value: round(percentile(latencies, 50), 1),
        unit: 'ms',
        note,
      },
      {
        name: `${route} on ${label}, p99`,
        value: round(percentile(latencies, 99), 1),
        unit: 'ms',
        note,
      },
    );
  }
  const checked = await consistency(location, shoppers, tally);
  figures.push({
    name: `mixed load on ${label}, consistent afterwards`,
    value: checked.ok ? 1 : 0,
    unit: checked.ok ? 'yes' : 'NO',
    note: checked.note,
  });
  return figures;
}

/** 200 shoppers for 60 s on PGlite, and on PostgreSQL when SOUQ_BENCH_DATABASE_URL names one. */
export function run(): Promise<BenchFigure[]> {
  return onEachDatabase('mixedLoad', dataRoot, measure);
}
