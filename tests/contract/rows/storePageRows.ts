/*
 * Contract rows of the product and store pages' reads: an item's reviews and a store's details.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import {
  type ContractRow,
  get,
  inArabic,
  readsInArabic,
  refusal,
  row,
  UNKNOWN_ID,
} from '../contractRow';
import { itemReviewsShape, storeDetailsShape } from '../replyShapes';

const newestFirst = (instants: readonly string[]) =>
  instants.every((instant, index) => index === 0 || instant <= (instants[index - 1] ?? instant));

/** GET items/reviews/{id} and GET stores/details/{id-or-slug}. */
export const storePageRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/items/reviews/{id}',
    when: 'anyone reads the first page of a reviewed item',
    as: 'nobody',
    request: (ids) => get(`/items/reviews/${ids.reviewedItem.id}?limit=10&offset=1`),
    status: 200,
    reply: itemReviewsShape,
    holds: (page, ids) => {
      expect(page.total_size).toBe(ids.reviewedItem.reviewCount);
      expect(page.reviews).toHaveLength(ids.reviewedItem.reviewCount);
      expect([String(page.limit), String(page.offset)]).toEqual(['10', '1']);
      expect(newestFirst(page.reviews.map((review) => review.created_at))).toBe(true);
      for (const review of page.reviews) expect(review.item_id).toBe(ids.reviewedItem.id);
      // The summary counts the whole item, and its breakdown adds up to it.
      const { ratings, rating_count } = page.rating_summary;
      expect(rating_count).toBe(ids.reviewedItem.reviewCount);
      expect(Object.values(ratings).reduce((sum, count) => sum + count, 0)).toBe(rating_count);
      const average =
        page.reviews.reduce((sum, review) => sum + review.rating, 0) / page.reviews.length;
      expect(page.rating_summary.avg_rating).toBeCloseTo(average, 1);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/reviews/{id}',
    when: 'a page of one is asked for, then the next',
    as: 'nobody',
    given: (ids) => [get(`/items/reviews/${ids.reviewedItem.id}?limit=1&offset=1`)],
    request: (ids) => get(`/items/reviews/${ids.reviewedItem.id}?limit=1&offset=2`),
    status: 200,
    reply: itemReviewsShape,
    holds: (second, ids, [firstBody]) => {
      expect(second.reviews).toHaveLength(1);
      expect(second.total_size).toBe(ids.reviewedItem.reviewCount);
      const [newest] = v.parse(itemReviewsShape, firstBody).reviews;
      const [next] = second.reviews;
      expect(next?.id).not.toBe(newest?.id);
      expect((next?.created_at ?? '') <= (newest?.created_at ?? '')).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/reviews/{id}',
    when: 'a page lies past the last review',
    as: 'nobody',
    request: (ids) => get(`/items/reviews/${ids.reviewedItem.id}?limit=10&offset=50`),
    status: 200,
    reply: itemReviewsShape,
    holds: (page, ids) => {
      expect(page.reviews).toEqual([]);
      expect(page.total_size).toBe(ids.reviewedItem.reviewCount);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/reviews/{id}',
    when: 'an Arabic shopper reads the reviews an English one read',
    as: 'nobody',
    given: (ids) => [get(`/items/reviews/${ids.reviewedItem.id}`)],
    request: (ids) => inArabic(get(`/items/reviews/${ids.reviewedItem.id}`)),
    status: 200,
    reply: itemReviewsShape,
    holds: (arabic, _ids, [englishBody]) => {
      const english = v.parse(itemReviewsShape, englishBody);
      const facts = (page: typeof arabic) =>
        page.reviews.map(({ id, rating, created_at }) => ({ id, rating, created_at }));
      // The same reviews in the same order; how each comment reads is the backend's own.
      expect(facts(arabic)).toEqual(facts(english));
      expect(arabic.rating_summary).toEqual(english.rating_summary);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/reviews/{id}',
    when: 'an item has no reviews',
    as: 'nobody',
    request: (ids) => get(`/items/reviews/${ids.lowStockItem.id}`),
    status: 200,
    reply: itemReviewsShape,
    holds: (page) => {
      expect(page.reviews).toEqual([]);
      expect(page.total_size).toBe(0);
      expect(page.rating_summary).toEqual({
        avg_rating: 0,
        rating_count: 0,
        ratings: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      });
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/reviews/{id}',
    when: 'no item has the id',
    as: 'nobody',
    request: () => get(`/items/reviews/${UNKNOWN_ID}`),
    status: 404,
    code: 'item_id',
    message: 'Item not found',
    language: 'ar',
  }),
  refusal({
    endpoint: 'GET /api/v1/items/reviews/{id}',
    when: 'the id is not a number',
    as: 'nobody',
    request: () => get('/items/reviews/pineapple'),
    status: 422,
    code: 'id',
    message: '{field} is invalid',
    values: { field: 'id' },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/reviews/{id}',
    when: 'the page number is 0',
    as: 'nobody',
    request: (ids) => get(`/items/reviews/${ids.reviewedItem.id}?offset=0`),
    status: 422,
    code: 'offset',
    message: '{field} is invalid',
    values: { field: 'offset' },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/reviews/{id}',
    when: 'a page of more than 100 is asked for',
    as: 'nobody',
    request: (ids) => get(`/items/reviews/${ids.reviewedItem.id}?limit=101`),
    status: 422,
    code: 'limit',
    message: '{field} is invalid',
    values: { field: 'limit' },
  }),
  row({
    endpoint: 'GET /api/v1/stores/details/{id}',
    when: 'a store open around the clock is asked for by id',
    as: 'nobody',
    request: (ids) => get(`/stores/details/${ids.openStore.id}`),
    status: 200,
    reply: storeDetailsShape,
    holds: (store, ids) => {
      expect([store.id, store.slug]).toEqual([ids.openStore.id, ids.openStore.slug]);
      expect(store.open).toBe(1);
      expect(store.schedules).toHaveLength(7);
      // Its items have reviews, some of them rated 4 or 5.
      expect(store.positive_rating).toBeGreaterThan(0);
      expect(store.maximum_delivery_time).toBeGreaterThanOrEqual(store.minimum_delivery_time);
    },
  }),
  row({
    endpoint: 'GET /api/v1/stores/details/{id}',
    when: 'a store is asked for by slug, in Arabic',
    as: 'nobody',
    request: (ids) => inArabic(get(`/stores/details/${ids.openStore.slug}`)),
    status: 200,
    reply: storeDetailsShape,
    holds: (store, ids) => {
      expect(store.id).toBe(ids.openStore.id);
      expect(readsInArabic(store.name)).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/stores/details/{id}',
    when: 'a store is switched off',
    as: 'nobody',
    request: (ids) => get(`/stores/details/${ids.closedStore}`),
    status: 200,
    reply: storeDetailsShape,
    holds: (store, ids) => {
      expect(store.id).toBe(ids.closedStore);
      expect(store.open).toBe(0);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/details/{id}',
    when: 'no store has the id',
    as: 'nobody',
    request: () => get(`/stores/details/${UNKNOWN_ID}`),
    status: 404,
    code: 'store_id',
    message: 'Store not found',
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/details/{id}',
    when: 'no store has the slug, asked in Arabic',
    as: 'nobody',
    request: () => get('/stores/details/no-such-store'),
    status: 404,
    code: 'store_id',
    message: 'Store not found',
    language: 'ar',
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/details/{id}',
    when: 'the key is neither an id nor a slug',
    as: 'nobody',
    request: () => get('/stores/details/fresh%20market!'),
    status: 422,
    code: 'id',
    message: '{field} is invalid',
    values: { field: 'id' },
  }),
];
