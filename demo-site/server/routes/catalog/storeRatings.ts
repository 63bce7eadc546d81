import { count, eq, inArray } from 'drizzle-orm';
import type { StoreRatingFields } from '../../../../src/core/api/wire';
import type { Database } from '../../db/database';
import { items, reviews } from '../../db/schema';
import { positiveRating, type RatingCounts } from '../../serializers/review';

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

/**
 * The fields 6amMart's store cards read (`ratings` from 5 stars down, `positive_rating`,
 * `items_count` …) for some stores, from two grouped reads whatever their number.
 */
export async function storeRatingFields(
  db: Database,
  storeIds: readonly number[],
): Promise<(storeId: number) => StoreRatingFields> {
  if (storeIds.length === 0) return () => NONE;
  const ids = [...new Set(storeIds)];
  const [itemCounts, ratingCounts] = await Promise.all([
    db
      .select({ storeId: items.storeId, total: count() })
      .from(items)
      .where(inArray(items.storeId, ids))
      .groupBy(items.storeId),
    db
      .select({ storeId: items.storeId, rating: reviews.rating, count: count() })
      .from(reviews)
      .innerJoin(items, eq(reviews.itemId, items.id))
      .where(inArray(items.storeId, ids))
      .groupBy(items.storeId, reviews.rating),
  ]);
  const fields = new Map(
    ids.map((id) => [
      id,
      ratingFields(
        itemCounts.find((row) => row.storeId === id)?.total ?? 0,
        ratingCounts.filter((row) => row.storeId === id),
      ),
    ]),
  );
  return (storeId) => fields.get(storeId) ?? NONE;
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
