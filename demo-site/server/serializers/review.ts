import type { ItemReview, RatingSummary } from '../../../src/core/api/wire';
import type { reviews } from '../db/schema';

/** A review row with its author's first name and picture. */
export type ReviewWithAuthor = typeof reviews.$inferSelect & {
  firstName: string;
  authorImage: string | null;
};

/** Serialises a review (6amMart shape); the author is named by first name only. */
export function reviewWire(row: ReviewWithAuthor): ItemReview {
  return {
    id: row.id,
    item_id: row.itemId,
    rating: row.rating,
    comment: row.comment,
    attachment: row.images,
    created_at: row.createdAt.toISOString(),
    customer: { f_name: row.firstName, image: row.authorImage },
  };
}

/** How many reviews gave each rating, as the database counts them. */
export type RatingCounts = ReadonlyArray<{ rating: number; count: number }>;

/** The average, count and per-rating breakdown of some reviews; the average has one decimal. */
export function ratingSummary(counts: RatingCounts): RatingSummary {
  const ratings: RatingSummary['ratings'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, count } of counts) {
    const key = String(rating);
    if (key === '1' || key === '2' || key === '3' || key === '4' || key === '5') {
      ratings[key] += count;
      total += count;
      sum += rating * count;
    }
  }
  const avg = total === 0 ? 0 : Math.round((sum / total) * 10) / 10;
  return { avg_rating: avg, rating_count: total, ratings };
}

/** The share of reviews rated 4 or 5, in percent with one decimal (6amMart's positive_rating). */
export function positiveRating(counts: RatingCounts): number {
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  const positive = counts
    .filter(({ rating }) => rating >= 4)
    .reduce((sum, { count }) => sum + count, 0);
  return total === 0 ? 0 : Math.round((positive / total) * 1000) / 10;
}
