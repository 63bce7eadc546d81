import * as v from 'valibot';
import { integerField } from '../../http/parseInput';

/** Largest value of a PostgreSQL `integer` id; a bigger one would fail in the database. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path or query ("42"). */
export const idField = integerField(1, MAX_ROW_ID);

/** Path params of the routes that take one numeric `{id}`. */
export const idParams = v.object({ id: idField });

/** A record's slug ("fresh-market-12"): words of letters or digits joined by hyphens. */
export const slugField = v.pipe(
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
