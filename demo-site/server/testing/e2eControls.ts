/*
 * What the end-to-end suite changes on the running server that no shopper can: the shop's
 * configuration (tax included or added, the free-delivery threshold, guest checkout), an item's
 * stock and a store's opening (and its hours, round the clock). Registered only when the process is started with
 * SOUQ_E2E_CONTROLS=1 (the e2e web server); `npm start` never has these routes. Each change is
 * plain SQL on the same tables the seed writes, so the catalog's triggers tell every cache.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { items, type StoredSchedule, settings, stores } from '../db/schema';
import { notFound } from '../http/ApiFailure';
import { integerField, parseInput } from '../http/parseInput';

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
};
