import { describe, expect, it } from 'vitest';
import { productPath } from './storefrontRoutes';

describe('productPath', () => {
  it('names the product by its slug when it has one', () => {
    expect(productPath({ id: 7, slug: 'red-apples' })).toBe('/product/red-apples');
  });

  it('falls back to the numeric id without a slug', () => {
    expect(productPath({ id: 7 })).toBe('/product/7');
    expect(productPath({ id: 7, slug: '' })).toBe('/product/7');
    expect(productPath({ id: 7, slug: null })).toBe('/product/7');
  });

  it('encodes a slug so it stays one path segment', () => {
    expect(productPath({ id: 7, slug: 'تفاح أحمر' })).toBe(
      `/product/${encodeURIComponent('تفاح أحمر')}`,
    );
  });
});
