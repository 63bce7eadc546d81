import { describe, expect, it } from 'vitest';
import { headedPage } from './storefrontHead';

describe('which storefront pages get a head of their own', () => {
  it('reads product, store, category and search addresses', () => {
    expect(headedPage('/product/red-apple')).toEqual({ kind: 'product', key: 'red-apple' });
    expect(headedPage('/product/%D8%AA%D9%81%D8%A7%D8%AD')).toEqual({
      kind: 'product',
      key: 'تفاح',
    });
    expect(headedPage('/store/12')).toEqual({ kind: 'store', id: 12 });
    expect(headedPage('/category/4/')).toEqual({ kind: 'category', id: 4 });
    expect(headedPage('/search')).toEqual({ kind: 'search' });
  });

  it('reads an id that can name no record as a page that is not there', () => {
    expect(headedPage('/store/99999999999')).toEqual({ kind: 'store', id: null });
    expect(headedPage('/category/0')).toEqual({ kind: 'category', id: null });
    expect(headedPage('/category/fruits')).toEqual({ kind: 'category', id: null });
  });

  it('leaves every other route to the storefront alone', () => {
    for (const path of ['/home', '/store/apply', '/product/a/b', '/search/x', '/wishlist']) {
      expect(headedPage(path)).toBeNull();
    }
  });
});
