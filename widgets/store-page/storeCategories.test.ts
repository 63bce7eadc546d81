import { describe, expect, it } from 'vitest';
import type { Category } from '../../src/core/api/wire';
import { storeCategories, withCategoryIds } from './storeCategories';

const node = (id: number, childIds: number[] = []): Category => ({
  id,
  name: `Category ${id}`,
  image: '',
  childes: childIds.map((child) => ({ id: child, name: `Category ${child}`, image: '' })),
});

describe('storeCategories', () => {
  const tree = [node(1, [11, 12]), node(2, [21]), node(3)];

  it('keeps the parents that hold an item, themselves or through a child, in tree order', () => {
    expect(storeCategories(tree, new Set([21, 1])).map((c) => c.id)).toEqual([1, 2]);
    expect(storeCategories(tree, new Set([12])).map((c) => c.id)).toEqual([1]);
  });

  it('keeps none when no item is in a known category', () => {
    expect(storeCategories(tree, new Set([99]))).toEqual([]);
  });
});

describe('withCategoryIds', () => {
  it('adds the new ids and keeps the same set when nothing is new', () => {
    const known = new Set([1]);
    expect(withCategoryIds(known, [{ category_id: 1 }, {}])).toBe(known);
    expect([...withCategoryIds(known, [{ category_id: 2 }, { category_id: 1 }])]).toEqual([1, 2]);
  });
});
