import { describe, expect, it } from 'vitest';
import { buildHeaders } from './requestHeaders';
import { PAGE_REPLIES_ID, pageRepliesJson, readPageReplies, requestIdentity } from './pageReplies';
import { clientWith, fakeContext, fakeFetch, jsonReply } from './testDoubles';

const FIRST_VISIT = { zoneId: '[1]', language: 'ar' as const, countryCode: 'sa' };
const headersOf = (values: Parameters<typeof fakeContext>[0] = {}) =>
  buildHeaders(fakeContext({ ...FIRST_VISIT, ...values }).context);

const SEARCH = '/api/v1/items/search';
const FIRST_RESULTS = { total_size: 1, products: [{ id: 7, name: 'Red apples' }] };

/** A page as the server sends it: the replies block in its head. */
const pageWith = (text: string) => {
  const page = document.implementation.createHTMLDocument('page');
  const block = page.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_REPLIES_ID;
  block.textContent = text;
  page.head.append(block);
  return page;
};

describe('requestIdentity', () => {
  it('is the same for the same query in another order, without its unset values', () => {
    expect(requestIdentity(SEARCH, { name: 'apple', limit: 10, offset: 1 }, headersOf())).toBe(
      requestIdentity(
        SEARCH,
        { offset: 1, limit: 10, name: 'apple', type: undefined },
        headersOf(),
      ),
    );
  });

  it('differs for another zone, language or position', () => {
    const first = requestIdentity(SEARCH, { name: 'apple' }, headersOf());
    expect(requestIdentity(SEARCH, { name: 'apple' }, headersOf({ zoneId: '[2]' }))).not.toBe(
      first,
    );
    expect(requestIdentity(SEARCH, { name: 'apple' }, headersOf({ language: 'en' }))).not.toBe(
      first,
    );
    expect(
      requestIdentity(SEARCH, { name: 'apple' }, headersOf({ latLng: { lat: 30, lng: 31 } })),
    ).not.toBe(first);
  });

  it('is none for a signed-in request, whose replies may be the shopper’s own', () => {
    expect(
      requestIdentity(SEARCH, { name: 'apple' }, headersOf({ token: 'token-1' })),
    ).toBeUndefined();
  });
});

describe('readPageReplies', () => {
  it('reads the replies of the block, by request', () => {
    const request = requestIdentity(SEARCH, { name: 'apple' }, headersOf()) ?? '';
    const replies = readPageReplies(pageWith(pageRepliesJson([{ request, body: FIRST_RESULTS }])));
    expect([...replies]).toEqual([[request, FIRST_RESULTS]]);
  });

  it('reads nothing from a page without the block, or with one that is not the list', () => {
    expect(readPageReplies(document.implementation.createHTMLDocument('page')).size).toBe(0);
    expect(readPageReplies(pageWith('{"request":"x"')).size).toBe(0);
    expect(readPageReplies(pageWith('{"request":"x","body":1}')).size).toBe(0);
    expect(readPageReplies(pageWith('[{"request":1,"body":1},null]')).size).toBe(0);
  });

  it('keeps a reply’s text from closing the script element', () => {
    expect(pageRepliesJson([{ request: 'r', body: { name: '</script><b>' } }])).not.toContain('<');
  });
});

describe('given an API client that adopted the page’s replies', () => {
  const adopted = (context: Parameters<typeof fakeContext>[0] = FIRST_VISIT) => {
    const fetch = fakeFetch(() => jsonReply(200, { total_size: 0, products: [] }));
    const client = clientWith({ fetch, context });
    const request = requestIdentity(SEARCH, { limit: 10, offset: 1, name: 'apple' }, headersOf());
    client.api.adoptPageReplies(new Map([[request ?? '', FIRST_RESULTS]]));
    return { ...client, fetch };
  };

  it('answers the same request from the page once, then asks the API', async () => {
    const { api, fetch } = adopted();
    await expect(api.searchItems({ name: 'apple' })).resolves.toEqual(FIRST_RESULTS);
    expect(fetch).not.toHaveBeenCalled();
    await expect(api.searchItems({ name: 'apple' })).resolves.toEqual({
      total_size: 0,
      products: [],
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('asks the API for another search', async () => {
    const { api, fetch } = adopted();
    await api.searchItems({ name: 'pear' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('asks the API when the shopper is in another zone than the page assumed', async () => {
    const { api, fetch } = adopted({ ...FIRST_VISIT, zoneId: '[2]' });
    await expect(api.searchItems({ name: 'apple' })).resolves.toEqual({
      total_size: 0,
      products: [],
    });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
