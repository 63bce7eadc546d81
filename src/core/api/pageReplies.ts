/*
 * The storefront's server answers the first screen's catalog reads of a page inside the page it
 * sends (the first results of a search, the product of a product page), as the API would answer
 * them for a first visit, so the page can show them without a round trip after its code has run.
 * A read is served from the page only when it is the same request: same path and query, and
 * the same values of every header that shapes a reply. A shopper whose zone, language or session
 * differs from the one the server assumed asks the API as before.
 */
import type { Query } from './requestOptions';

/** The id of the `<script type="application/json">` holding the replies. */
export const PAGE_REPLIES_ID = 'souq-replies';

/** The headers whose values shape a catalog reply (spec §7), in a fixed order. */
const SHAPING_HEADERS = [
  'zoneid',
  'moduleId',
  'X-localization',
  'latitude',
  'longitude',
  'X-LANG',
] as const;

/** One read the page answers: the request's identity and the reply's body. */
export interface PageReply {
  request: string;
  body: unknown;
}

/**
 * What makes two GETs the same request: the path, the query's defined values (in any order) and
 * the values of the shaping headers, whatever the case of their names. A signed-in request has
 * none: its replies may be the shopper's own, and a page is written for anyone.
 */
export function requestIdentity(
  path: string,
  query: Query | undefined,
  headers: Readonly<Record<string, string>>,
): string | undefined {
  // Header names are case-insensitive: a Fetch `Headers` hands them over in lower case.
  const named = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  if (named.has('authorization')) return undefined;
  const parameters = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([name, value]) => [name, String(value)])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0));
  const shaping = SHAPING_HEADERS.map((name) => named.get(name.toLowerCase()) ?? null);
  return JSON.stringify([path, parameters, shaping]);
}

/** The data block's text: JSON in which no `<` can close the script element. */
export function pageRepliesJson(replies: readonly PageReply[]): string {
  return JSON.stringify(replies).replace(/</g, '\\u003c');
}

/**
 * The replies the page carries, by request identity; empty when it carries none or something
 * unreadable. Each is meant to be used once (`ApiClient.adoptPageReplies`).
 */
export function readPageReplies(doc: Pick<Document, 'getElementById'>): Map<string, unknown> {
  const replies = new Map<string, unknown>();
  const text = doc.getElementById(PAGE_REPLIES_ID)?.textContent;
  if (!text) return replies;
  try {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) return replies;
    for (const entry of data as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { request, body } = entry as Partial<PageReply>;
      if (typeof request === 'string' && body !== undefined) replies.set(request, body);
    }
  } catch {
    // A block that is not JSON serves nothing: the reads go to the API.
  }
  return replies;
}
