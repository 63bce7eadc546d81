/*
 * Reviews: seven items in ten have some, a few popular ones many. Ratings lean high the way a
 * real shop's do (most 5s, a tail of 1s from a late or wrong delivery), and a weaker item draws
 * more mixed ones. Each review is written by one of the reviewers, in their own language. The
 * items' and stores' average and count are then taken from these reviews, so every number a
 * page shows agrees with the reviews it lists.
 */
import type { StoredSchedule } from '../../db/schema';
import type { Random } from '../random';
import { REVIEW_COMMENTS, REVIEWERS, moodOf } from '../vocabulary/reviews';
import type { PlannedStore } from './buildStores';
import { daysBefore, oneDecimal } from './text';
import type { CustomerRow, ItemRow, ReviewRow, StoreRow } from './types';

/** The share of items that have at least one review. */
export const REVIEWED_SHARE = 0.7;
/** The most reviews one item gets. */
export const MAX_REVIEWS_PER_ITEM = 24;

/** How likely each rating is (5 first): for most items, and for the weaker tenth. */
const RATING_WEIGHTS = { usual: [55, 22, 9, 5, 9], weaker: [18, 22, 22, 16, 22] } as const;
/** One review in this many attaches a photo of the product. */
const PHOTO_EVERY = 12;
const MINUTE_MS = 60_000;

/** The reviewers as customers: they cannot sign in (their password hash matches nothing). */
export function buildReviewers(now: Date): CustomerRow[] {
  return REVIEWERS.map((reviewer, index) => ({
    id: index + 1,
    fName: reviewer.fName,
    lName: reviewer.lName,
    email: null,
    phone: `+2011${String(55_500_000 + index).padStart(8, '0')}`,
    passwordHash: '!',
    isPhoneVerified: true,
    refCode: `SOUQREV${String(index + 1).padStart(3, '0')}`,
    createdAt: daysBefore(now, 420),
  }));
}

function ratingFrom(random: Random, weights: readonly number[]): number {
  let roll = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return 5 - index;
  }
  return 5;
}

/** Reviews of the items, and the items and stores with averages and counts taken from them. */
export function buildReviews(
  random: Random,
  items: readonly ItemRow[],
  stores: readonly StoreRow[],
  reviewers: readonly CustomerRow[],
  now: Date,
): { reviews: ReviewRow[]; items: ItemRow[]; stores: StoreRow[] } {
  const reviews: ReviewRow[] = [];
  const itemTotals = new Map<number, { sum: number; count: number }>();
  for (const item of items) {
    if (!random.chance(REVIEWED_SHARE)) continue;
    // Cubing skews the counts low: most items have a handful, few have dozens.
    const count = 1 + Math.floor(random.next() ** 3 * MAX_REVIEWS_PER_ITEM);
    const weights = random.chance(0.1) ? RATING_WEIGHTS.weaker : RATING_WEIGHTS.usual;
    const since = (item.createdAt ?? now).getTime();
    const span = Math.max(MINUTE_MS, now.getTime() - since);
    // Different people, saying different things: no author or comment twice on one item.
    const authors = random.shuffle(reviewers).slice(0, count);
    const said = new Set<string>();
    let sum = 0;
    for (const author of authors) {
      const language = REVIEWERS[author.id - 1]?.language ?? 'ar';
      const rating = ratingFrom(random, weights);
      const choices = REVIEW_COMMENTS[moodOf(rating)][language];
      const fresh = choices.filter((comment) => !said.has(comment));
      const comment = random.pick(fresh.length > 0 ? fresh : choices);
      said.add(comment);
      sum += rating;
      reviews.push({
        id: reviews.length + 1,
        itemId: item.id,
        customerId: author.id,
        rating,
        comment,
        images: random.int(1, PHOTO_EVERY) === 1 ? [item.image] : [],
        createdAt: new Date(since + Math.floor(random.next() * span)),
      });
    }
    itemTotals.set(item.id, { sum, count: authors.length });
  }

  const storeTotals = new Map<number, { sum: number; count: number }>();
  const rated = items.map((item) => {
    const totals = itemTotals.get(item.id) ?? { sum: 0, count: 0 };
    const store = storeTotals.get(item.storeId) ?? { sum: 0, count: 0 };
    storeTotals.set(item.storeId, {
      sum: store.sum + totals.sum,
      count: store.count + totals.count,
    });
    return {
      ...item,
      avgRating: totals.count === 0 ? 0 : oneDecimal(totals.sum / totals.count),
      ratingCount: totals.count,
      // Every review comes from an order, so an item has at least as many orders as reviews.
      orderCount: Math.max(item.orderCount ?? 0, totals.count),
    };
  });
  const ratedStores = stores.map((store) => {
    const totals = storeTotals.get(store.id) ?? { sum: 0, count: 0 };
    return {
      ...store,
      avgRating: totals.count === 0 ? 0 : oneDecimal(totals.sum / totals.count),
      ratingCount: totals.count,
    };
  });
  return { reviews, items: rated, stores: ratedStores };
}

/** Daily hours of each kind of store on Cairo clocks: opening, closing, and a day it rests. */
const HOURS_BY_KIND: Readonly<Record<string, { opening: string; closing: string }>> = {
  bakery: { opening: '06:00:00', closing: '22:00:00' },
  koshary: { opening: '11:00:00', closing: '01:00:00' },
  grill: { opening: '13:00:00', closing: '02:00:00' },
  burger: { opening: '12:00:00', closing: '03:00:00' },
  pizza: { opening: '12:00:00', closing: '02:00:00' },
  sweets: { opening: '10:00:00', closing: '00:00:00' },
  restaurant: { opening: '12:00:00', closing: '00:30:00' },
  pharmacy: { opening: '00:00:00', closing: '00:00:00' },
  express: { opening: '08:00:00', closing: '20:00:00' },
  shipping: { opening: '09:00:00', closing: '17:00:00' },
};
const USUAL_HOURS = { opening: '09:00:00', closing: '23:00:00' };
const FRIDAY = 5;

/**
 * The week of each store: its kind's hours every day; one store in five rests on Friday, and
 * one pharmacy in two works the usual hours rather than around the clock.
 */
export function buildSchedules(random: Random, stores: readonly PlannedStore[]): StoreRow[] {
  return stores.map(({ kind, row }) => {
    const kindHours = HOURS_BY_KIND[kind.key] ?? USUAL_HOURS;
    const hours = kind.key === 'pharmacy' && random.chance(0.5) ? USUAL_HOURS : kindHours;
    const restsOnFriday = random.chance(0.2);
    const schedules: StoredSchedule[] = [0, 1, 2, 3, 4, 5, 6]
      .filter((day) => !(restsOnFriday && day === FRIDAY))
      .map((day) => ({ day, opening_time: hours.opening, closing_time: hours.closing }));
    return { ...row, schedules };
  });
}
