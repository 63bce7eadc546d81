/*
 * The category chips of a store page: the shop's parent categories that hold any of the store's
 * items seen so far (its popular items and the pages of its listing), in the tree's order. A
 * parent stands for its children, as items/search's category_id does.
 */
import type { Category } from '../../src/core/api/wire';

/** The parent categories of `tree` that hold any of `categoryIds`, themselves or via a child. */
export function storeCategories(
  tree: readonly Category[],
  categoryIds: ReadonlySet<number>,
): Category[] {
  return tree.filter(
    (parent) =>
      categoryIds.has(parent.id) || parent.childes.some((child) => categoryIds.has(child.id)),
  );
}

/** `known` with the category ids of `items` added; `known` itself when none is new. */
export function withCategoryIds(
  known: ReadonlySet<number>,
  items: readonly { category_id?: number | undefined }[],
): ReadonlySet<number> {
  const fresh = items
    .map((item) => item.category_id)
    .filter((id): id is number => id !== undefined && !known.has(id));
  return fresh.length === 0 ? known : new Set([...known, ...fresh]);
}
