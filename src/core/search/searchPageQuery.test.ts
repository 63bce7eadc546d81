import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_QUERY,
  parseSearchQuery,
  SEARCH_SORTS,
  SEARCH_TABS,
  type SearchPageQuery,
  searchPagePath,
  searchQueryString,
} from './searchPageQuery';

/** A price as a shop writes one: whole units and up to two decimals. */
const shopPrice = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);

/** Any state the search page can be in. */
const searchState: fc.Arbitrary<SearchPageQuery> = fc
  .record({
    name: fc.string({ maxLength: 40 }).map((text) => text.trim()),
    tab: fc.constantFrom(...SEARCH_TABS),
    veg: fc.boolean(),
    nonVeg: fc.boolean(),
    available: fc.boolean(),
    discounted: fc.boolean(),
    prices: fc.tuple(fc.option(shopPrice), fc.option(shopPrice)),
    rating: fc.integer({ min: 0, max: 5 }),
    categoryId: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
    sort: fc.constantFrom(...SEARCH_SORTS),
  })
  .map(({ prices: [a, b], ...rest }) => {
    const [minPrice, maxPrice] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    return { ...rest, minPrice, maxPrice };
  });

describe('the search page query string', () => {
  describe('given any state of the page', () => {
    it('reads back exactly the state it was written from', () => {
      fc.assert(
        fc.property(searchState, (state) => {
          expect(parseSearchQuery(searchQueryString(state))).toEqual(state);
        }),
      );
    });

    it('writes one address per state, whatever order the parameters came in', () => {
      fc.assert(
        fc.property(searchState, (state) => {
          const written = searchQueryString(state);
          const shuffled = `?${written.slice(1).split('&').reverse().join('&')}`;
          expect(searchQueryString(parseSearchQuery(shuffled))).toBe(written);
        }),
      );
    });
  });

  describe('given an address typed by hand or left from an older version', () => {
    it('never fails, and reads what it cannot understand as nothing chosen', () => {
      fc.assert(
        fc.property(fc.string(), (text) => {
          const state = parseSearchQuery(text);
          expect(SEARCH_TABS).toContain(state.tab);
          expect(SEARCH_SORTS).toContain(state.sort);
          expect(state.rating).toBeGreaterThanOrEqual(0);
          expect(state.rating).toBeLessThanOrEqual(5);
        }),
      );
    });

    it('drops values that are no filter', () => {
      const state = parseSearchQuery(
        '?name=%20tea%20&tab=reviews&veg=yes&min_price=-5&max_price=abc&rating=9&category_id=0&sort=cheapest',
      );
      expect(state).toEqual({ ...DEFAULT_SEARCH_QUERY, name: 'tea' });
    });

    it('reads a price range written the wrong way round as the range meant', () => {
      const state = parseSearchQuery('?min_price=50&max_price=10.5');
      expect([state.minPrice, state.maxPrice]).toEqual([10.5, 50]);
    });
  });

  describe('given a search with filters', () => {
    it('lists only what differs from the defaults, in one order', () => {
      const path = searchPagePath({
        ...DEFAULT_SEARCH_QUERY,
        name: 'olive oil',
        sort: 'low',
        discounted: true,
        rating: 4,
        categoryId: 12,
      });
      expect(path).toBe('/search?name=olive%20oil&discounted=1&rating=4&category_id=12&sort=low');
    });

    it('writes Arabic text percent-encoded, as every link to the page is', () => {
      expect(searchPagePath({ ...DEFAULT_SEARCH_QUERY, name: 'أرز' })).toBe(
        `/search?name=${encodeURIComponent('أرز')}`,
      );
    });

    it('is the bare page with nothing chosen', () => {
      expect(searchPagePath(DEFAULT_SEARCH_QUERY)).toBe('/search');
    });
  });
});
