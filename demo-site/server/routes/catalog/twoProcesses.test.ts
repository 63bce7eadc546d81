// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';

/*
 * Two server processes on one PostgreSQL, as `npm start` runs them behind a balancer: what one
 * process (or a tool writing SQL) changes, the other's in-memory suggestions show within a
 * second.
 */

const REPO = resolve(import.meta.dirname, '../../../..');
const TSX = join(REPO, 'node_modules/.bin/tsx');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const address = probe.address();
  await new Promise((closed) => probe.close(closed));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

interface ServerProcess {
  origin: string;
  child: ChildProcess;
}

/** Starts `demo-site/server/main.ts` as the API alone on `url`; resolves once it serves. */
async function startProcess(url: string, imagesDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(TSX, ['demo-site/server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      DATABASE_URL: url,
      SOUQ_API_ONLY: '1',
      SOUQ_IMAGES_DIR: imagesDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PARTNER_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, failed) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('souq: storefront and API on')) ready();
    });
    child.once('exit', (code) => failed(new Error(`server process exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

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
    let imagesDir: string;
    let one: ServerProcess;
    let other: ServerProcess;

    beforeAll(async () => {
      database = await openTestDatabase();
      ids = await insertOrderFixtures(database.db);
      imagesDir = mkdtempSync(join(tmpdir(), 'souq-two-processes-'));
      const url = database.url ?? '';
      [one, other] = await Promise.all([
        startProcess(url, imagesDir),
        startProcess(url, imagesDir),
      ]);
    }, 120_000);
    afterAll(async () => {
      for (const server of [one, other]) server?.child.kill('SIGTERM');
      rmSync(imagesDir, { recursive: true, force: true });
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
