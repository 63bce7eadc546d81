import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../../../src/core/i18n';

/*
 * Name matching for the search page and the store and category searches. The shapes `lower(name_en) LIKE '%…%'` and
 * `name_ar LIKE '%…%'` are the ones the trigram GIN indexes of the migration answer. The term is
 * lowered, so on the lowered English name LIKE matches exactly as ILIKE would; Arabic script has
 * no case. ILIKE would only add case folding of every Arabic character, which costs PGlite about
 * twice the time whenever the planner scans rather than uses an index (terms under 3 characters).
 */

/** Escapes LIKE's wildcards so a shopper's '%' or '_' matches itself. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The two name columns of a bilingual table. */
export interface NameColumns {
  en: AnyColumn;
  ar: AnyColumn;
}

function either(columns: NameColumns, term: string, pattern: (escaped: string) => string): SQL {
  const like = pattern(escapeLike(term.toLowerCase()));
  return sql`(lower(${columns.en}) LIKE ${like} OR ${columns.ar} LIKE ${like})`;
}

/** Names containing the term in either language. */
export function nameContains(columns: NameColumns, term: string): SQL {
  return either(columns, term, (escaped) => `%${escaped}%`);
}

/**
 * How well a name matches: 0 when it starts with the term, 1 when one of its words does, 2 when
 * the term is inside a word ("apple" ranks Apple Pie, then Red Apple, then Pineapple).
 */
export function nameRank(columns: NameColumns, term: string): SQL<number> {
  const starts = either(columns, term, (escaped) => `${escaped}%`);
  const wordStarts = either(columns, term, (escaped) => `% ${escaped}%`);
  return sql<number>`(CASE WHEN ${starts} THEN 0 WHEN ${wordStarts} THEN 1 ELSE 2 END)`;
}

/** The name in the request's language, for alphabetical order. */
export function nameInLanguage(columns: NameColumns, language: Locale): SQL<string> {
  return language === 'ar' ? sql<string>`${columns.ar}` : sql<string>`lower(${columns.en})`;
}
