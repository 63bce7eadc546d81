// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import { items, stores } from '../db/schema';
import { type SeedSummary, seedDatabase } from './seedDatabase';

let database: OpenDatabase;
let imagesDir: string;
let summary: SeedSummary;

beforeAll(async () => {
  imagesDir = await mkdtemp(join(tmpdir(), 'souq-seed-full-'));
  database = await openDatabase({ memory: true });
  summary = await seedDatabase(database.db, { imagesDir });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await rm(imagesDir, { recursive: true, force: true });
});

describe('seedDatabase at the full scale', () => {
  it('stores at least 5,000 items in at least 60 stores', async () => {
    const [itemCount] = await database.db.select({ value: count() }).from(items);
    const [storeCount] = await database.db.select({ value: count() }).from(stores);
    expect(itemCount?.value).toBeGreaterThanOrEqual(5000);
    expect(storeCount?.value).toBeGreaterThanOrEqual(60);
    expect(summary.items).toBe(itemCount?.value);
  });
});
