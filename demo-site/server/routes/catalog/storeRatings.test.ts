// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StopListening } from '../../db/notifications';
import { customers, items, reviews } from '../../db/schema';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { relayCatalogChanges } from './catalogChanges';
import { storeRatingFields } from './storeRatings';

let database: TestDatabase;
let fixtures: CatalogFixtures;
let stopRelaying: StopListening;

beforeAll(async () => {
  database = await openTestDatabase();
  fixtures = await insertCatalogFixtures(database.db);
  stopRelaying = await relayCatalogChanges(database);
}, 60_000);

afterAll(async () => {
  await stopRelaying();
  await database.close();
});

const fieldsOf = async (storeId: number) =>
  (await storeRatingFields(database.db, [storeId]))(storeId);

describe('given the rating fields of a store, kept between reads', () => {
  it('counts its reviews by stars, five first, and its items', async () => {
    const fields = await fieldsOf(fixtures.store.freshMarket);
    expect(fields.reviews_count).toBe(fixtures.pineappleReviews);
    expect(fields.ratings.reduce((sum, stars) => sum + stars, 0)).toBe(fields.reviews_count);
    expect(fields.items_count).toBeGreaterThan(0);
  });

  it('counts again once a review changes its item, as a submitted review does', async () => {
    const before = await fieldsOf(fixtures.store.freshMarket);
    const [customer] = await database.db.select({ id: customers.id }).from(customers).limit(1);
    await database.db.transaction(async (tx) => {
      await tx.insert(reviews).values({
        itemId: fixtures.item.pineapple,
        customerId: customer?.id ?? 0,
        rating: 5,
        comment: 'Sweet',
        images: [],
      });
      await tx
        .update(items)
        .set({ ratingCount: sql`${items.ratingCount} + 1` })
        .where(eq(items.id, fixtures.item.pineapple));
    });
    await vi.waitFor(async () => {
      const after = await fieldsOf(fixtures.store.freshMarket);
      expect(after.reviews_count).toBe(before.reviews_count + 1);
      expect(after.ratings[0]).toBe(before.ratings[0] + 1);
    });
  });
});
