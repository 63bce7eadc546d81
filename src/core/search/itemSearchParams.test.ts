import { describe, expect, it } from 'vitest';
import { itemSearchParams, SEARCH_PAGE_SIZE } from './itemSearchParams';
import { DEFAULT_SEARCH_QUERY } from './searchPageQuery';

describe('itemSearchParams', () => {
  it('asks for the first page of everything when nothing is chosen', () => {
    expect(itemSearchParams(DEFAULT_SEARCH_QUERY, 1)).toEqual({
      limit: SEARCH_PAGE_SIZE,
      offset: 1,
    });
  });

  it('sends every chosen filter under the endpoint’s names', () => {
    const params = itemSearchParams(
      {
        name: 'tea',
        tab: 'items',
        veg: true,
        nonVeg: false,
        available: true,
        discounted: true,
        minPrice: 5,
        maxPrice: 40.5,
        rating: 4,
        categoryId: 12,
        sort: 'high',
      },
      3,
    );
    expect(params).toEqual({
      name: 'tea',
      type: 'veg',
      min_price: 5,
      max_price: 40.5,
      rating: 4,
      discounted: 1,
      available: 1,
      category_id: 12,
      sort_by: 'high',
      limit: 10,
      offset: 3,
    });
  });

  it('reads veg and non-veg together as every item, and non-veg alone as non_veg', () => {
    const both = itemSearchParams({ ...DEFAULT_SEARCH_QUERY, veg: true, nonVeg: true }, 1);
    const nonVeg = itemSearchParams({ ...DEFAULT_SEARCH_QUERY, nonVeg: true }, 1);
    expect(both.type).toBeUndefined();
    expect(nonVeg.type).toBe('non_veg');
  });
});
