/*
 * What the fake shop answers for 6amMart's clients as the demo server does (issue #19, "Wire
 * compatibility"): a cart listed before the guest id arrives, and every store's rating fields.
 */
import type { Item, StoreRatingFields } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { FIXTURE_IDS } from './catalogFixtures';
import { type FakeRequest, fieldsOf } from './fakeHttp';
import { fixtureReviews } from './fakeStorePage';

/** What a client with no guest id yet sends in its place. */
const NO_GUEST_ID = new Set(['', 'null', 'undefined']);

/** Whether a request has neither a token nor a guest id (none, or `guest_id=null`). */
export function beforeGuestId(request: FakeRequest): boolean {
  if (request.token !== null) return false;
  const guestId = fieldsOf(request.body).guest_id ?? request.query.guest_id;
  return (
    guestId === undefined ||
    guestId === null ||
    (typeof guestId === 'string' && NO_GUEST_ID.has(guestId.trim()))
  );
}

/**
 * The rating fields of each fixture store: the first store's reviews are the plain item's (as
 * its details page counts them), the others have none; items are counted in the catalog.
 */
export function fakeStoreRatings(
  catalog: (language: Locale) => readonly Item[],
): (storeId: number, language: Locale) => StoreRatingFields {
  return (storeId, language) => {
    const reviews = storeId === 1 ? fixtureReviews(FIXTURE_IDS.plain, language) : [];
    const byStars = (stars: number) => reviews.filter((review) => review.rating === stars).length;
    const positive = reviews.filter((review) => review.rating >= 4).length;
    const items = catalog(language).filter((item) => item.store_id === storeId).length;
    return {
      ratings: [byStars(5), byStars(4), byStars(3), byStars(2), byStars(1)],
      positive_rating:
        reviews.length === 0 ? 0 : Math.round((positive / reviews.length) * 1000) / 10,
      items_count: items,
      total_items: items,
      reviews_count: reviews.length,
    };
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page of stores (`{ stores: [...] }`) with each store's rating fields, as the server sends. */
export function withStoreRatings(
  reply: unknown,
  ratingsOf: (storeId: number) => StoreRatingFields,
): unknown {
  if (!isRecord(reply) || !Array.isArray(reply.stores)) return reply;
  return {
    ...reply,
    stores: reply.stores.map((store: unknown) =>
      isRecord(store) && typeof store.id === 'number'
        ? { ...store, ...ratingsOf(store.id) }
        : store,
    ),
  };
}
