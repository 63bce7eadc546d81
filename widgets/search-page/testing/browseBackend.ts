/*
 * A stand-in for the browse reads (items/search, min-max-price, stores/search, a category's
 * items and stores) in front of a fake shop, for this folder's tests and stories: it pages like
 * 6amMart, can hold a reply back, and records what each browse request asked.
 */
import type { Item, Store } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import { fixtureItems } from '../../../src/core/testing';
import { fixtureStores } from '../../../src/core/testing/storefrontFixtures';

/** How the browse reads answer. */
export interface BrowseBackendOptions {
  /** The items every item read draws from; the fixture catalog by default. */
  items?: (language: Locale) => readonly Item[];
  /** The stores every store read draws from; the fixture stores by default. */
  stores?: (language: Locale) => readonly Store[];
  /** Holds a browse reply back until the promise settles (a slow network, in a test's control). */
  hold?: (url: URL) => Promise<void> | undefined;
  /** Fails the next `times` browse reads whose path starts with `path` with a 500. */
  failing?: { path: string; times: number };
}

/** A fetch answering the browse reads, and the requests it saw. */
export interface BrowseBackend {
  fetch: typeof globalThis.fetch;
  /** Every browse request, oldest first. */
  asked: URL[];
  /** The query of every request to `path`, oldest first. */
  queries: (path: string) => Record<string, string>[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const languageOf = (init: RequestInit | undefined, input: RequestInfo | URL): Locale => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
  return headers.get('x-localization') === 'en' ? 'en' : 'ar';
};

function page<T>(all: readonly T[], url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const offset = Number(url.searchParams.get('offset') ?? 1);
  return {
    total_size: all.length,
    limit: String(limit),
    offset: String(offset),
    entries: all.slice((offset - 1) * limit, offset * limit),
  };
}

/** Answers the browse reads over `shopFetch`, which answers everything else. */
export function browseBackend(
  shopFetch: typeof globalThis.fetch,
  options: BrowseBackendOptions = {},
): BrowseBackend {
  const asked: URL[] = [];
  let failuresLeft = options.failing?.times ?? 0;
  const itemsOf = options.items ?? fixtureItems;
  const storesOf = options.stores ?? fixtureStores;

  const answer = (url: URL, language: Locale): Response | undefined => {
    const path = url.pathname;
    const name = (url.searchParams.get('name') ?? '').toLowerCase();
    const named = <T extends { name: string }>(all: readonly T[]) =>
      all.filter((entry) => entry.name.toLowerCase().includes(name));
    if (path === '/api/v1/items/min-max-price') return json(200, { min_price: 5, max_price: 500 });
    if (path === '/api/v1/items/search' || path.startsWith('/api/v1/categories/items/')) {
      const { entries, ...rest } = page(named(itemsOf(language)), url);
      return json(200, { ...rest, products: entries });
    }
    if (path === '/api/v1/stores/search' || path.startsWith('/api/v1/categories/stores/')) {
      const { entries, ...rest } = page(named(storesOf(language)), url);
      return json(200, { ...rest, stores: entries });
    }
    return undefined;
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const reply = answer(url, languageOf(init, input));
    if (reply === undefined) return shopFetch(input, init);
    asked.push(url);
    await options.hold?.(url);
    if (failuresLeft > 0 && url.pathname.startsWith(options.failing?.path ?? '')) {
      failuresLeft -= 1;
      return json(500, { errors: [{ code: 'fake_failure', message: 'Server down' }] });
    }
    return reply;
  };

  return {
    fetch,
    asked,
    queries: (path) =>
      asked
        .filter((url) => url.pathname === path)
        .map((url) => Object.fromEntries(url.searchParams)),
  };
}
