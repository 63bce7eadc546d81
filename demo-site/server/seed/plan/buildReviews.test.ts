// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOpenAt } from '../../../../src/core/catalog/openingHours';
import { REVIEWERS } from '../vocabulary/reviews';
import { buildSeedPlan } from './buildSeedPlan';

const NOW = new Date('2025-03-01T10:00:00Z');
const arabic = /[\u0600-\u06FF]/;
const latin = /[A-Za-z]/;

describe('the seed reviews', () => {
  const plan = buildSeedPlan({ scale: 'small', now: NOW });
  const byItem = new Map<number, typeof plan.reviews>();
  for (const review of plan.reviews) {
    byItem.set(review.itemId, [...(byItem.get(review.itemId) ?? []), review]);
  }

  it('cover a good share of the items, most with a handful', () => {
    const share = byItem.size / plan.items.length;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.8);
    const counts = [...byItem.values()].map((list) => list.length).sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(6);
    expect(counts.at(-1)).toBeGreaterThan(12);
  });

  it('come from different people saying different things on one item', () => {
    for (const list of byItem.values()) {
      expect(new Set(list.map((review) => review.customerId)).size).toBe(list.length);
      expect(new Set(list.map((review) => review.comment)).size).toBeGreaterThan(list.length / 2);
    }
  });

  it('lean high as a real shop does: 5 the most common, 1 more common than 2', () => {
    const tally = [1, 2, 3, 4, 5].map(
      (rating) => plan.reviews.filter((review) => review.rating === rating).length,
    );
    const [ones = 0, twos = 0, , fours = 0, fives = 0] = tally;
    expect(fives).toBe(Math.max(...tally));
    expect(fives).toBeGreaterThan(fours);
    expect(ones).toBeGreaterThan(twos);
  });

  it('give every item the average and count of its own reviews', () => {
    for (const item of plan.items) {
      const own = byItem.get(item.id) ?? [];
      expect(item.ratingCount).toBe(own.length);
      const average = own.length === 0 ? 0 : own.reduce((s, r) => s + r.rating, 0) / own.length;
      expect(item.avgRating).toBeCloseTo(average, 1);
      expect(item.orderCount ?? 0).toBeGreaterThanOrEqual(own.length);
    }
  });

  it('give every store the count of its items’ reviews', () => {
    const storeOf = new Map(plan.items.map((item) => [item.id, item.storeId]));
    for (const store of plan.stores) {
      const own = plan.reviews.filter((review) => storeOf.get(review.itemId) === store.id);
      expect(store.ratingCount).toBe(own.length);
    }
  });

  it('are written in their author’s language, after the item was listed and before now', () => {
    const items = new Map(plan.items.map((item) => [item.id, item]));
    for (const review of plan.reviews) {
      const author = REVIEWERS[review.customerId - 1];
      const comment = review.comment ?? '';
      if (author?.language === 'ar') expect(comment).toMatch(arabic);
      else expect(comment).toMatch(latin);
      expect(comment).not.toMatch(author?.language === 'ar' ? latin : arabic);
      const listed = items.get(review.itemId)?.createdAt?.getTime() ?? 0;
      expect(review.createdAt?.getTime()).toBeGreaterThanOrEqual(listed);
      expect(review.createdAt?.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});

describe('the seed store hours', () => {
  const plan = buildSeedPlan({ scale: 'small', now: NOW });

  it('give every store hours, some resting on Friday', () => {
    for (const store of plan.stores) expect(store.schedules?.length).toBeGreaterThanOrEqual(6);
    expect(plan.stores.some((store) => store.schedules?.length === 6)).toBe(true);
  });

  it('leave some stores closed at some hours of the day', () => {
    // 04:00 in Cairo (UTC+2 in March): no bakery, grocer or restaurant is open then.
    const beforeDawn = new Date('2025-03-03T02:00:00Z');
    const open = plan.stores.filter((store) => isOpenAt(store.schedules ?? [], beforeDawn));
    expect(open.length).toBeLessThan(plan.stores.length);
  });
});
