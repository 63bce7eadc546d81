import { count, eq, inArray } from 'drizzle-orm';
import type { StoreRatingFields } from '../../../../src/core/api/wire';
import type { Database } from '../../db/database';
import { items, reviews } from '../../db/schema';
import { positiveRating, type RatingCounts } from '../../serializers/review';
import { onCatalogChange } from './catalogChanges';

/** The rating fields of stores without a review or an item. */
const NONE: StoreRatingFields = {
  ratings: [0, 0, 0, 0, 0],
  positive_rating: 0,
  items_count: 0,
  total_items: 0,
  reviews_count: 0,
};

/** A store's fields from its items' count and its reviews per rating. */
function ratingFields(itemCount: number, counts: RatingCounts): StoreRatingFields {
  const byStars = (stars: number) =>
    counts.filter(({ rating }) => rating === stars).reduce((sum, entry) => sum + entry.count, 0);
  const ratings: StoreRatingFields['ratings'] = [
    byStars(5),
    byStars(4),
    byStars(3),
    byStars(2),
    byStars(1),
  ];
  return {
    ratings,
    positive_rating: positiveRating(counts),
    items_count: itemCount,
    total_items: itemCount,
    reviews_count: ratings.reduce((sum, stars) => sum + stars, 0),
  };
}

/** Rating fields kept per store, and the items changed since, whose stores must be read again. */
interface KeptRatings {
  fields: Map<number, StoreRatingFields>;
  changedItems: Set<number>;
}

const keptByDatabase = new WeakMap<Database, KeptRatings>();

/**
 * The fields kept for a database, dropped as the catalog changes: a change of some items (a
 * review updates its item's rating, an order its stock) drops their stores at the next read, any
 * other change (items added or removed, stores changed) drops them all.
 */
function keptRatings(db: Database): KeptRatings {
  const existing = keptByDatabase.get(db);
  if (existing) return existing;
  const kept: KeptRatings = { fields: new Map(), changedItems: new Set() };
  keptByDatabase.set(db, kept);
  onCatalogChange(db, (change) => {
    if (change.scope === 'items') {
      for (const id of change.ids) kept.changedItems.add(id);
    } else {
      kept.fields.clear();
      kept.changedItems.clear();
    }
  });
  return kept;
}

/** Drops the kept fields of the stores whose items changed since the last read. */
async function forgetChangedStores(db: Database, kept: KeptRatings): Promise<void> {
  if (kept.changedItems.size === 0 || kept.fields.size === 0) {
    kept.changedItems.clear();
    return;
  }
  const changed = [...kept.changedItems];
  kept.changedItems.clear();
  const rows = await db
    .selectDistinct({ storeId: items.storeId })
    .from(items)
    .where(inArray(items.id, changed));
  for (const { storeId } of rows) kept.fields.delete(storeId);
}

/**
 * The fields 6amMart's store cards read (`ratings` from 5 stars down, `positive_rating`,
 * `items_count` …) for some stores: kept per store until its items change, the missing ones
 * counted by two grouped reads whatever their number.
 */
export async function storeRatingFields(
  db: Database,
  storeIds: readonly number[],
): Promise<(storeId: number) => StoreRatingFields> {
  const kept = keptRatings(db);
  await forgetChangedStores(db, kept);
  const missing = [...new Set(storeIds)].filter((id) => !kept.fields.has(id));
  if (missing.length > 0) {
    const [itemCounts, ratingCounts] = await Promise.all([
      db
        .select({ storeId: items.storeId, total: count() })
        .from(items)
        .where(inArray(items.storeId, missing))
        .groupBy(items.storeId),
      db
        .select({ storeId: items.storeId, rating: reviews.rating, count: count() })
        .from(reviews)
        .innerJoin(items, eq(reviews.itemId, items.id))
        .where(inArray(items.storeId, missing))
        .groupBy(items.storeId, reviews.rating),
    ]);
    for (const id of missing) {
      kept.fields.set(
        id,
        ratingFields(
          itemCounts.find((row) => row.storeId === id)?.total ?? 0,
          ratingCounts.filter((row) => row.storeId === id),
        ),
      );
    }
  }
  return (storeId) => kept.fields.get(storeId) ?? NONE;
}

/** Stores with their rating fields added. */
export async function withRatingFields<TStore extends { id: number }>(
  db: Database,
  stores: readonly TStore[],
): Promise<Array<TStore & StoreRatingFields>> {
  const fieldsOf = await storeRatingFields(
    db,
    stores.map((store) => store.id),
  );
  return stores.map((store) => ({ ...store, ...fieldsOf(store.id) }));
}
