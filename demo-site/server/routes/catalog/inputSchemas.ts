import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { integerField, parseInput } from '../../http/parseInput';

/** Largest value of a PostgreSQL `integer` id; a bigger one would fail in the database. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path or query ("42"). */
export const idField = integerField(1, MAX_ROW_ID);

/** Path params of the routes that take one numeric `{id}`. */
export const idParams = v.object({ id: idField });

/** A slug from a path ("red-apple"): letters, digits and underscores in words joined by '-'. */
const slugField = v.pipe(
  v.string(),
  v.maxLength(200),
  v.regex(/^[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*$/u),
);

/** Longest search text accepted; names are far shorter. */
export const MAX_SEARCH_LENGTH = 100;

/** Searched text: trimmed, not blank, bounded, and free of NUL (PostgreSQL text refuses it). */
export const searchText = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.maxLength(MAX_SEARCH_LENGTH),
  v.check((text) => !text.includes('\u0000')),
);

/** 6amMart's item type filter: every item, vegetarian ones, or the others. */
export const itemTypeField = v.optional(v.picklist(['all', 'veg', 'non_veg']), 'all');

/** A chosen item type filter. */
export type ItemType = v.InferOutput<typeof itemTypeField>;

const keyParams = v.object({ id: v.string() });
const numericKey = v.object({ id: idField });
const slugKey = v.object({ id: slugField });

/**
 * The condition a path's `{id}` names a record by, as 6amMart's details routes read it: digits
 * are its id, anything else its slug; a key that is neither is refused 422.
 */
export function idOrSlugCondition(params: unknown, columns: { id: PgColumn; slug: PgColumn }): SQL {
  const { id } = parseInput(keyParams, params);
  return /^\d+$/.test(id)
    ? eq(columns.id, parseInput(numericKey, params).id)
    : eq(columns.slug, parseInput(slugKey, params).id);
}
