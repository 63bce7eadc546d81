// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { items } from '../../db/schema';
import { insertFlashSale } from '../../testing/insertFlashSale';
import {
  CAIRO_ADDRESS,
  insertOrderFixtures,
  newOrderGuest,
  type OrderFixtures,
  putInCart,
} from '../../testing/orderFixtures';
import { type ServerProcess, startServerProcess } from '../../testing/serverProcess';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';

/*
 * Two server processes on one PostgreSQL, as `npm start` runs them behind a balancer: what one
 * process (or a tool writing SQL) changes, the other's in-memory suggestions show within a
 * second.
 */

/** The first item the process suggests for `term`, in English. */
async function suggested(server: ServerProcess, term: string) {
  const reply = await fetch(`${server.origin}/api/v1/items/item-or-store-search?name=${term}`, {
    headers: { 'x-localization': 'en' },
  });
  const body = (await reply.json()) as {
    items: { id: number; price: number; discounted_price: number; stock: number }[];
  };
  return body.items[0];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'given two server processes on one PostgreSQL',
  () => {
    let database: TestDatabase;
    let ids: OrderFixtures;
    let workDir: string;
    let one: ServerProcess;
    let other: ServerProcess;

    beforeAll(async () => {
      database = await openTestDatabase();
      ids = await insertOrderFixtures(database.db);
      workDir = mkdtempSync(join(tmpdir(), 'souq-two-processes-'));
      const env = { DATABASE_URL: database.url ?? '', SOUQ_IMAGES_DIR: workDir };
      const start = (name: string) => startServerProcess(env, join(workDir, `${name}.log`));
      [one, other] = await Promise.all([start('one'), start('other')]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([one?.stop(), other?.stop()]);
      rmSync(workDir, { recursive: true, force: true });
      await database?.close();
    });

    it('shows in the other process a price written straight into the database', async () => {
      expect((await suggested(other, 'plain'))?.price).toBe(100);
      await database.db.update(items).set({ price: 140 }).where(eq(items.id, ids.item.plain));
      await vi.waitFor(async () => expect((await suggested(other, 'plain'))?.price).toBe(140), {
        timeout: 1_000,
        interval: 50,
      });
    });

    it('shows in the other process a flash sale that starts now', async () => {
      expect((await suggested(other, 'scarce'))?.discounted_price).toBe(30);
      await insertFlashSale(database.db, {
        moduleId: 1,
        itemId: ids.item.scarce,
        hours: { from: 0, to: 2 },
        terms: { discount: 20, discountType: 'percent' },
      });
      await vi.waitFor(
        async () => expect((await suggested(other, 'scarce'))?.discounted_price).toBe(24),
        { timeout: 1_000, interval: 50 },
      );
    });

    it('shows in the other process the stock an order placed through the first one took', async () => {
      expect((await suggested(other, 'capped'))?.stock).toBe(100);
      const guest = await newOrderGuest(database.db);
      await putInCart(database.db, guest, ids.item.capped, 2);
      const placed = await fetch(`${one.origin}/api/v1/customer/order/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-localization': 'en' },
        body: JSON.stringify({
          guest_id: 'guestId' in guest.owner ? guest.owner.guestId : '',
          payment_method: 'cash_on_delivery',
          ...CAIRO_ADDRESS,
        }),
      });
      expect(placed.status).toBe(200);
      await vi.waitFor(async () => expect((await suggested(other, 'capped'))?.stock).toBe(98), {
        timeout: 1_000,
        interval: 50,
      });
    });
  },
);
