/*
 * What the end-to-end suite changes on the running server that no shopper can: the shop's
 * configuration (tax included or added, the free-delivery threshold, guest checkout), an item's
 * stock and a store's opening (and its hours, round the clock), and a customer's loyalty points;
 * and what it reads that only the shopper's phone would see: the one-time code last sent to a
 * phone. Registered only when the process is started with
 * SOUQ_E2E_CONTROLS=1 (the e2e web server); `npm start` never has these routes. Each change is
 * plain SQL on the same tables the seed writes, so the catalog's triggers tell every cache.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../db/database';
import {
  customers,
  items,
  oneTimeCodes,
  type StoredSchedule,
  settings,
  stores,
} from '../db/schema';
import { notFound } from '../http/ApiFailure';
import { integerField, parseInput } from '../http/parseInput';
import { creditPoints } from '../ledgers/loyalty';
import { codeHash } from '../routes/account/codeSecret';

/** Whether this process takes the end-to-end suite's changes (`SOUQ_E2E_CONTROLS=1`). */
export function e2eControlsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SOUQ_E2E_CONTROLS === '1';
}

const idParams = v.object({ id: integerField() });
const configChange = v.record(
  v.pipe(v.string(), v.regex(/^[a-z_]{1,64}$/)),
  v.union([v.number(), v.string(), v.boolean(), v.null()]),
);
const stockChange = v.object({ stock: integerField(0, 1_000_000) });
const storeChange = v.object({ active: v.boolean(), allDay: v.optional(v.boolean()) });
const phoneField = v.pipe(v.string(), v.regex(/^\+\d{8,15}$/));
const codeQuery = v.object({
  phone: phoneField,
  purpose: v.picklist(['verify_phone', 'reset_password']),
});
const pointsGift = v.object({ phone: phoneField, points: integerField(1, 1_000_000) });

/** Every 4-digit code (oneTimeCodes.ts issues no other). */
const ALL_CODES = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));

/**
 * Every day round the clock (an opening time equal to the closing time is a whole day), so a
 * journey's store takes orders whatever hour the suite runs at; the seeded hours close at night.
 */
const ALL_DAY: StoredSchedule[] = Array.from({ length: 7 }, (_, day) => ({
  day,
  opening_time: '00:00:00',
  closing_time: '00:00:00',
}));

/** The end-to-end suite's controls, under /__e2e/. */
export const e2eControls: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.patch('/__e2e/config', async (request) => {
    const change = parseInput(configChange, request.body);
    // One statement, so two tests changing different keys at once never lose either change.
    await db
      .update(settings)
      .set({ value: sql`${settings.value} || ${JSON.stringify(change)}::jsonb` })
      .where(eq(settings.key, 'config'));
    return { changed: Object.keys(change) };
  });

  app.patch('/__e2e/items/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { stock } = parseInput(stockChange, request.body);
    const changed = await db
      .update(items)
      .set({ stock })
      .where(eq(items.id, id))
      .returning({ id: items.id });
    if (changed.length === 0) throw notFound('item_id', 'Item not found');
    return { id, stock };
  });

  app.patch('/__e2e/stores/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { active, allDay } = parseInput(storeChange, request.body);
    const changed = await db
      .update(stores)
      .set({ active, ...(allDay ? { schedules: ALL_DAY } : {}) })
      .where(eq(stores.id, id))
      .returning({ id: stores.id });
    if (changed.length === 0) throw notFound('store_id', 'Store not found');
    return { id, active };
  });

  /**
   * The code last sent to a phone for a purpose, as the shopper reads it from the SMS. The server
   * keeps only its HMAC (no code goes to a reply), and the demo's sender writes it to the log the
   * suite does not read: the control finds which of the 10,000 codes has the stored HMAC. It
   * changes nothing, so no guess is spent and the code still works once.
   */
  app.get('/__e2e/codes', async (request) => {
    const { phone, purpose } = parseInput(codeQuery, request.query);
    const [row] = await db
      .select({ codeHash: oneTimeCodes.codeHash })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    if (!row) throw notFound('phone', 'Invalid OTP');
    for (const code of ALL_CODES) {
      if ((await codeHash(db, purpose, phone, code)) === row.codeHash) return { code };
    }
    throw notFound('phone', 'Invalid OTP');
  });

  /** Gives a customer loyalty points, as delivered orders would (a 4,000 order earns 200). */
  app.post('/__e2e/customers/points', async (request) => {
    const { phone, points } = parseInput(pointsGift, request.body);
    return db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.phone, phone));
      if (!customer) throw notFound('phone', 'Page not found');
      const balance = await creditPoints(tx, {
        customerId: customer.id,
        points,
        type: 'order_place',
        reference: 'e2e',
      });
      return { points: balance };
    });
  });
};
