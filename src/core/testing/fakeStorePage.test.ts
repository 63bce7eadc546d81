import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { fakeContext } from '../api/testDoubles';
import type { Locale } from '../i18n/locale';
import { FIXTURE_IDS } from './catalogFixtures';
import { createFakeShop } from './fakeShop';
import { FIXTURE_CLOSED_STORE_ID } from './fakeStorePage';

/** A real API client talking to a fresh fake shop in a language. */
function shopClient(language: Locale = 'en') {
  const shop = createFakeShop();
  const { context } = fakeContext({ language });
  const api = createApiClient({
    baseURL: 'https://shop.test',
    context,
    fetch: shop.fetch,
    onUnauthorized: () => {},
    notifyError: vi.fn(),
    navigate: () => {},
    t: (key) => key,
  });
  return { shop, api };
}

describe('the fake shop’s reviews', () => {
  it('lists the plain item’s reviews newest first, in the shopper’s language', async () => {
    const english = await shopClient('en').api.getItemReviews(FIXTURE_IDS.plain);
    const arabic = await shopClient('ar').api.getItemReviews(FIXTURE_IDS.plain);
    expect(english.reviews.map((review) => review.rating)).toEqual([5, 4, 2]);
    expect(english.reviews[0]?.comment).toBe('Sweet and crisp, exactly as pictured.');
    expect(arabic.reviews[0]).toMatchObject({ customer: { f_name: 'عمر' } });
    expect(arabic.reviews[0]?.comment).toMatch(/[\u0600-\u06FF]/);
    expect(english.rating_summary).toEqual({
      avg_rating: 3.7,
      rating_count: 3,
      ratings: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 },
    });
  });

  it('pages them with 6amMart’s limit and offset', async () => {
    const { api } = shopClient();
    const second = await api.getItemReviews(FIXTURE_IDS.plain, { limit: 2, offset: 2 });
    expect(second).toMatchObject({ total_size: 3, limit: '2', offset: '2' });
    expect(second.reviews.map((review) => review.rating)).toEqual([2]);
  });

  it('refuses an unknown item with 404', async () => {
    const { api } = shopClient();
    await expect(api.getItemReviews(999_999)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the fake shop’s store details', () => {
  it('sends the first store open, with its hours and the share of good reviews', async () => {
    const store = await shopClient().api.getStoreDetails('fresh-market');
    expect(store).toMatchObject({ id: 1, open: 1, positive_rating: 66.7 });
    expect(store.schedules).toHaveLength(7);
    expect(store.items_count).toBeGreaterThan(0);
  });

  it('sends a switched-off store closed', async () => {
    const store = await shopClient('ar').api.getStoreDetails(FIXTURE_CLOSED_STORE_ID);
    expect(store).toMatchObject({ open: 0, active: false, name: 'عطارة البلد القديمة' });
  });
});
