import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_QUERY } from '../../src/core/search';
import { hasFilters, withoutFilters } from './filterState';
import { hostPageAddress } from './pageAddress';

describe('hostPageAddress', () => {
  const tea = { ...DEFAULT_SEARCH_QUERY, name: 'tea', veg: true };

  it('writes the state onto the host page’s own path, keeping its hash', () => {
    expect(hostPageAddress({ pathname: '/shop.html', search: '', hash: '#top' }, tea)).toBe(
      '/shop.html?name=tea&veg=1#top',
    );
  });

  it('keeps the host’s own parameters and replaces the search page’s', () => {
    const location = { pathname: '/shop', search: '?lang=ar&name=milk&sort=low', hash: '' };
    expect(hostPageAddress(location, tea)).toBe('/shop?lang=ar&name=tea&veg=1');
  });

  it('leaves no question mark when nothing is chosen', () => {
    const location = { pathname: '/shop', search: '?name=milk', hash: '' };
    expect(hostPageAddress(location, DEFAULT_SEARCH_QUERY)).toBe('/shop');
  });
});

describe('withoutFilters', () => {
  it('clears every filter but keeps the text, the tab and the sort', () => {
    const chosen = {
      ...DEFAULT_SEARCH_QUERY,
      name: 'tea',
      tab: 'stores' as const,
      sort: 'low' as const,
      veg: true,
      rating: 3,
      minPrice: 5,
      categoryId: 2,
    };
    expect(hasFilters(chosen)).toBe(true);
    const cleared = withoutFilters(chosen);
    expect(cleared).toEqual({ ...DEFAULT_SEARCH_QUERY, name: 'tea', tab: 'stores', sort: 'low' });
    expect(hasFilters(cleared)).toBe(false);
  });
});
