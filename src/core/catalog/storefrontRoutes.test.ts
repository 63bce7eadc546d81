import { describe, expect, it } from 'vitest';
import {
  CATEGORIES_PATH,
  categoryPagePath,
  productKeyOfPath,
  productPath,
  STORES_PATH,
  storePath,
  storesPath,
} from './storefrontRoutes';

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

describe('productKeyOfPath', () => {
  it('reads back the slug or id productPath wrote, in any script', () => {
    for (const item of [{ id: 7, slug: 'red-apples' }, { id: 7 }, { id: 7, slug: 'تفاح أحمر' }]) {
      expect(productKeyOfPath(productPath(item))).toBe(item.slug ?? '7');
    }
  });

  it('names nothing for other paths and for a malformed escape', () => {
    for (const path of ['/search', '/product/', '/product/a/b', '/store/3', '/product/%E0%A4%A']) {
      expect(productKeyOfPath(path)).toBeUndefined();
    }
  });
});

describe('storePath', () => {
  it('names the store by its numeric id', () => {
    expect(storePath({ id: 3 })).toBe('/store/3');
  });

  it('ignores a slug, so no store can take the path of the store application page', () => {
    const slugged: { id: number; slug: string } = { id: 12, slug: 'apply' };
    expect(storePath(slugged)).toBe('/store/12');
  });
});

describe('categoryPagePath', () => {
  it('names the category page by the numeric id, under the categories list', () => {
    expect(categoryPagePath(11)).toBe('/category/11');
    expect(CATEGORIES_PATH).toBe('/categories');
  });
});

describe('storesPath', () => {
  it('is the bare stores page for every store', () => {
    expect(storesPath()).toBe(STORES_PATH);
    expect(storesPath('all')).toBe('/stores');
  });

  it('names any other list in the type parameter', () => {
    expect(storesPath('popular')).toBe('/stores?type=popular');
    expect(storesPath('top-rated')).toBe('/stores?type=top-rated');
  });
});
