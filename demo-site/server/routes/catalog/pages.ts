import * as v from 'valibot';
import { pagination } from '../../http/parseInput';

/** A requested page: `offset` is the 1-based page number, `limit` its size. */
export interface Page {
  offset: number;
  limit: number;
}

/** Query of a paginated list that takes nothing else. */
export const pageQuery = v.object(pagination);

/** The rows a page covers, as SQL LIMIT and OFFSET. */
export function pageWindow(page: Page): { limit: number; offset: number } {
  return { limit: page.limit, offset: (page.offset - 1) * page.limit };
}

/** A paginated reply in the 6amMart shape; `limit` and `offset` echo the request as text. */
export type PageReply<TKey extends string, TRow> = {
  total_size: number;
  limit: string;
  offset: string;
} & Record<TKey, TRow[]>;

/** Builds the paginated reply of a list under its 6amMart key (`products`, `stores`). */
export function pageReply<TKey extends string, TRow>(
  key: TKey,
  total: number,
  page: Page,
  rows: TRow[],
): PageReply<TKey, TRow> {
  const list = { [key]: rows } as Record<TKey, TRow[]>;
  return { total_size: total, limit: String(page.limit), offset: String(page.offset), ...list };
}
