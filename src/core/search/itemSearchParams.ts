/*
 * What the search page asks items/search for: its state from the address, turned into the
 * endpoint's query, one page at a time.
 */
import type { ItemSearchParams } from '../api/endpoints';
import type { ItemTypeFilter } from '../api/wire';
import type { SearchPageQuery } from './searchPageQuery';

/** The spec's default page size (§7): results arrive ten at a time. */
export const SEARCH_PAGE_SIZE = 10;

/** Veg and non-veg together, or neither, mean every item. */
function itemType({ veg, nonVeg }: SearchPageQuery): ItemTypeFilter {
  if (veg === nonVeg) return 'all';
  return veg ? 'veg' : 'non_veg';
}

/**
 * The items/search query of a search page state and a 1-based page number; defaults are left
 * out, so one state asks one way.
 */
export function itemSearchParams(query: SearchPageQuery, page: number): ItemSearchParams {
  const type = itemType(query);
  return {
    ...(query.name === '' ? {} : { name: query.name }),
    ...(type === 'all' ? {} : { type }),
    ...(query.minPrice === null ? {} : { min_price: query.minPrice }),
    ...(query.maxPrice === null ? {} : { max_price: query.maxPrice }),
    ...(query.rating === 0 ? {} : { rating: query.rating }),
    ...(query.discounted ? { discounted: 1 } : {}),
    ...(query.available ? { available: 1 } : {}),
    ...(query.categoryId === null ? {} : { category_id: query.categoryId }),
    ...(query.sort === 'default' ? {} : { sort_by: query.sort }),
    limit: SEARCH_PAGE_SIZE,
    offset: page,
  };
}
