/*
 * The fake shop's fetch with a recorder and a hand on the browse reads (items/search,
 * min-max-price, stores/search and the store lists, a category's items and stores), for this
 * folder's tests and stories: it records what each browse request asked, can hold a reply back
 * (a slow network, in the test's control) and can fail the next few.
 */

/** How the browse reads are held back or failed. */
export interface BrowseBackendOptions {
  /** Holds a browse reply back until the promise settles. */
  hold?: (url: URL) => Promise<void> | undefined;
  /** Fails the next `times` browse reads whose path starts with `path` with a 500. */
  failing?: { path: string; times: number };
}

/** A fetch in front of the fake shop, and the browse requests it saw. */
export interface BrowseBackend {
  fetch: typeof globalThis.fetch;
  /** Every browse request, oldest first. */
  asked: URL[];
  /** The query of every request to `path`, oldest first. */
  queries: (path: string) => Record<string, string>[];
}

const BROWSE_PATHS = [
  '/api/v1/items/search',
  '/api/v1/items/min-max-price',
  '/api/v1/stores/search',
  '/api/v1/stores/get-stores/',
  '/api/v1/categories/items/',
  '/api/v1/categories/stores/',
];

const failure = () =>
  new Response(JSON.stringify({ errors: [{ code: 'fake_failure', message: 'Server down' }] }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });

/** Records, holds and fails the browse reads on their way to `shopFetch`. */
export function browseBackend(
  shopFetch: typeof globalThis.fetch,
  options: BrowseBackendOptions = {},
): BrowseBackend {
  const asked: URL[] = [];
  let failuresLeft = options.failing?.times ?? 0;

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!BROWSE_PATHS.some((path) => url.pathname.startsWith(path))) return shopFetch(input, init);
    asked.push(url);
    await options.hold?.(url);
    if (failuresLeft > 0 && url.pathname.startsWith(options.failing?.path ?? '')) {
      failuresLeft -= 1;
      return failure();
    }
    return shopFetch(input, init);
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
