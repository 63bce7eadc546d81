import { describe, expect, it } from 'vitest';
import { addressWithList, storeListInAddress, storeListOf } from './storeListTab';

describe('storeListOf', () => {
  it('reads each list by its name', () => {
    expect(storeListOf('popular')).toBe('popular');
    expect(storeListOf('top-rated')).toBe('top-rated');
  });

  it('shows every store for a missing or unknown type', () => {
    expect(storeListOf(undefined)).toBe('all');
    expect(storeListOf('')).toBe('all');
    expect(storeListOf('cheapest')).toBe('all');
  });

  it('reads the type from a query string', () => {
    expect(storeListInAddress('?type=discounted')).toBe('discounted');
    expect(storeListInAddress('')).toBe('all');
  });
});

describe('addressWithList', () => {
  it('sets the type and keeps the page, its other parameters and its fragment', () => {
    expect(addressWithList('https://partner.test/shop?ref=1#top', 'latest')).toBe(
      '/shop?ref=1&type=latest#top',
    );
  });

  it('leaves the type out for every store', () => {
    expect(addressWithList('https://shop.test/stores?type=popular', 'all')).toBe('/stores');
  });
});
