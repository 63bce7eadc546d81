import type { Category, CategoryChild } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import type { categories } from '../db/schema';
import { localized } from '../http/language';

type CategoryRow = typeof categories.$inferSelect;

/** A category without its children, named in the request's language. */
export interface CategoryChildWire extends CategoryChild {
  slug: string;
  parent_id: number;
  module_id: number;
  priority: number;
}

/** A category with its children (`childes`, 6amMart's spelling). */
export interface CategoryWire extends Category {
  slug: string;
  parent_id: number;
  module_id: number;
  priority: number;
  childes: CategoryChildWire[];
}

/** Serialises one category row; a parent's `parent_id` is 0 as in 6amMart. */
export function categoryChildWire(row: CategoryRow, language: Locale): CategoryChildWire {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(language, row.nameEn, row.nameAr),
    image: row.image,
    parent_id: row.parentId ?? 0,
    module_id: row.moduleId,
    priority: row.priority,
  };
}

/** Serialises a category with the children picked out of `children` (any order is kept). */
export function categoryWire(
  row: CategoryRow,
  children: readonly CategoryRow[],
  language: Locale,
): CategoryWire {
  return {
    ...categoryChildWire(row, language),
    childes: children
      .filter((child) => child.parentId === row.id)
      .map((child) => categoryChildWire(child, language)),
  };
}
