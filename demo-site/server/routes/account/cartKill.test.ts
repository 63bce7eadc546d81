// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerCartRow } from '../../../../src/core/api/wire';
import type { Database } from '../../db/database';
import { cartItems } from '../../db/schema';
import { insertShoppers } from '../../testing/burstShoppers';
import { insertOrderFixtures } from '../../testing/orderFixtures';
import { createProcessWorkspace, type ProcessWorkspace } from '../../testing/processWorkspace';
import type { ServerProcess } from '../../testing/serverProcess';

/*
 * The real server takes a burst of cart adds from many guests at once (on PGlite they are
 * written in batches, one transaction each) and is killed with SIGKILL in the middle of it.
 * Every add it acknowledged must be in the database afterwards, and listed by the next server.
 */

const GUESTS = 40;
/**
 * Acknowledged adds after which the server is killed: about a tenth of the burst, so that adds
 * are still on their way however fast the server commits them.
 */
const KILL_AFTER = 25;

let workspace: ProcessWorkspace | null = null;
let running: ServerProcess | null = null;
let guestIds: string[] = [];
let itemIds: number[] = [];

/** The workspace the tests' servers run on, made before them. */
function current(): ProcessWorkspace {
  if (!workspace) throw new Error('the workspace is made before the tests');
  return workspace;
}

/** The workspace's database, opened for `work` and closed again. */
const withDatabase = <T>(work: (db: Database) => Promise<T>): Promise<T> =>
  current().withDatabase(work);

beforeAll(async () => {
  workspace = await createProcessWorkspace('souq-cart-kill-', { SOUQ_ORDER_PACE: '86400' });
  // The shop is written before the server first starts, so it finds a seeded database.
  await withDatabase(async (db) => {
    const fixtures = await insertOrderFixtures(db);
    const { plain, capped, dear, scarce, onSale, otherStore } = fixtures.item;
    itemIds = [plain, capped, dear, scarce, onSale, otherStore];
    const shoppers = await insertShoppers(db, { guests: GUESTS, customers: 0 });
    guestIds = shoppers.flatMap((shopper) =>
      'guestId' in shopper.owner ? [shopper.owner.guestId] : [],
    );
  });
}, 180_000);

afterAll(async () => {
  await running?.kill();
  await workspace?.remove();
});

/** One add of the burst: which guest, which item. */
interface Add {
  guestId: string;
  itemId: number;
}

function add(server: ServerProcess, { guestId, itemId }: Add): Promise<Response> {
  return fetch(`${server.origin}/api/v1/customer/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-localization': 'en' },
    body: JSON.stringify({ guest_id: guestId, item_id: itemId, quantity: 1 }),
  });
}

/** Adds on their way at once: the server has a batch to commit while the next ones arrive. */
const IN_FLIGHT = GUESTS;

/**
 * Sends the adds IN_FLIGHT at a time, each answer sending the next, and kills the server once
 * `KILL_AFTER` are acknowledged, with adds still on their way; the adds acknowledged.
 */
async function burstAndKill(server: ServerProcess, adds: readonly Add[]): Promise<Add[]> {
  const acknowledged: Add[] = [];
  const waiting = [...adds];
  let killed: Promise<void> | null = null;
  const sendInTurn = async (): Promise<void> => {
    for (let one = waiting.shift(); one && !killed; one = waiting.shift()) {
      try {
        const reply = await add(server, one);
        await reply.text();
        if (!reply.ok) continue;
        acknowledged.push(one);
        if (acknowledged.length === KILL_AFTER) killed = server.kill();
      } catch {
        // Cut by the kill: not acknowledged, so it may or may not have been written.
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sendInTurn));
  await (killed ?? server.kill());
  return acknowledged;
}

const keyOf = ({ guestId, itemId }: Add) => `${guestId}:${itemId}`;

describe('given a burst of cart adds from many guests', () => {
  it('a kill -9 in the middle loses no acknowledged add', async () => {
    const adds = guestIds.flatMap((guestId) => itemIds.map((itemId) => ({ guestId, itemId })));
    running = await current().startServer();
    const acknowledged = await burstAndKill(running, adds);
    running = null;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(adds.length);

    const stored = await withDatabase((db) =>
      db.select({ guestId: cartItems.guestId, itemId: cartItems.itemId }).from(cartItems),
    );
    const storedKeys = new Set(
      stored.map((line) => keyOf({ guestId: line.guestId ?? '', itemId: line.itemId })),
    );
    expect(acknowledged.filter((one) => !storedKeys.has(keyOf(one)))).toEqual([]);

    // The next server lists each acknowledged line in its cart.
    running = await current().startServer();
    const server = running;
    for (const guestId of new Set(acknowledged.map((one) => one.guestId))) {
      const reply = await fetch(`${server.origin}/api/v1/customer/cart/list?guest_id=${guestId}`);
      const listed = ((await reply.json()) as ServerCartRow[]).map((row) => row.item_id);
      const expected = acknowledged.filter((one) => one.guestId === guestId);
      expect(listed).toEqual(expect.arrayContaining(expected.map((one) => one.itemId)));
    }
    await server.stop();
    running = null;
  }, 180_000);
});
