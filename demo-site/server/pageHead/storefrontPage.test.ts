// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHeaders, readPageReplies, requestIdentity } from '../../../src/core/api';
import { fakeContext } from '../../../src/core/api/testDoubles';
import type { Config, Item } from '../../../src/core/api/wire';
import { INLINE_CONFIG_ID, readInlineConfig } from '../../../src/core/session';
import { type CatalogFixtures, insertCatalogFixtures } from '../testing/catalogFixtures';
import { getJson } from '../testing/getJson';
import { readPageHead } from '../testing/readPageHead';
import { startTestServer, type TestServer } from '../testing/testServer';

/** The storefront's index.html as Vite builds it: the bundle's script and style in the head. */
const BUILT_INDEX = `<!doctype html>
<html lang="ar" dir="rtl" data-theme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Souq: grocery, food, pharmacy and parcel delivery." />
    <title>Souq</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ORIGIN = 'http://localhost:80';
const ENGLISH = { cookie: 'NEXT_LOCALE=en' };

let server: TestServer;
let fixtures: CatalogFixtures;

beforeAll(async () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'souq-site-'));
  writeFileSync(join(siteDir, 'index.html'), BUILT_INDEX);
  server = await startTestServer({ siteDir });
  fixtures = await insertCatalogFixtures(server.db);
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** The price of a Product's offer, as a number. */
const offerPrice = (product: Record<string, unknown> | undefined) =>
  Number((product?.offers as { price?: string } | undefined)?.price);

const page = async (url: string, headers: Record<string, string> = {}) => {
  const reply = await server.app.inject({ url, headers });
  return {
    status: reply.statusCode,
    headers: reply.headers,
    body: reply.body,
    head: readPageHead(reply.body),
  };
};

describe('given a crawler asks for a product page', () => {
  it('reads its name, description, price and picture in the head, before any script', async () => {
    const { status, headers, body, head } = await page('/product/green-apple', ENGLISH);
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/html');
    expect(head.title).toBe('Green Apple | Souq');
    expect(head.meta('description')).toBe('About Green Apple');
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe('Green Apple');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/images/product/green-apple.png`);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/product/green-apple`);
    expect(head.meta('og:locale')).toBe('en_US');
    expect(head.meta('product:price:amount')).toBe('9.00');
    expect(head.meta('product:price:currency')).toBe('EGP');
    // Everything a crawler reads comes before the bundle's script.
    expect(body.indexOf('application/ld+json')).toBeLessThan(
      body.indexOf('/assets/index-abc123.js'),
    );
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/name="description"/g)).toHaveLength(1);
  });

  it('preloads its main picture at high priority, before the bundle asks for it', async () => {
    const { body, head } = await page('/product/green-apple', ENGLISH);
    const preload = head.document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe(`${ORIGIN}/images/product/green-apple.png`);
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(body.indexOf('rel="preload"')).toBeLessThan(body.indexOf('/assets/index-abc123.js'));
  });

  it('links the canonical address and the Arabic, English and default versions', async () => {
    const { head } = await page('/product/green-apple', ENGLISH);
    expect(head.link('canonical')).toBe(`${ORIGIN}/product/green-apple`);
    expect(head.link('alternate', 'ar')).toBe(`${ORIGIN}/product/green-apple?lang=ar`);
    expect(head.link('alternate', 'en')).toBe(`${ORIGIN}/product/green-apple?lang=en`);
    expect(head.link('alternate', 'x-default')).toBe(`${ORIGIN}/product/green-apple`);
  });

  it('describes the product, its offer at the price the page shows and its rating', async () => {
    const { head } = await page('/product/green-apple', ENGLISH);
    const { body: shown } = await getJson<Item & { discounted_price: number }>(
      server.app,
      '/api/v1/items/details/green-apple',
    );
    const product = head.jsonLdOf('Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Green Apple',
      description: 'About Green Apple',
      image: [`${ORIGIN}/images/product/green-apple.png`],
      sku: String(fixtures.item.greenApple),
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/green-apple`,
        seller: { '@type': 'Store', name: 'Fresh Market' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.2, reviewCount: 10 },
    });
    // 12 less 25 %: the price after discount the product page shows.
    expect(Number(offerPrice(product))).toBe(shown.discounted_price);
    expect(shown.discounted_price).toBe(9);
  });

  it('gives the trail from the home page through its categories', async () => {
    const { head } = await page('/product/green-apple', ENGLISH);
    const trail = head.jsonLdOf('BreadcrumbList')?.itemListElement as Array<{
      position: number;
      name: string;
      item: string;
    }>;
    expect(trail.map((step) => step.name)).toEqual(['Home', 'Fruits', 'Apples', 'Green Apple']);
    expect(trail.map((step) => step.position)).toEqual([1, 2, 3, 4]);
    expect(trail[2]?.item).toBe(`${ORIGIN}/category/${fixtures.category.apples}`);
  });

  it('tells an item out of stock and an item nobody rated', async () => {
    await server.db.execute(sql`UPDATE items SET stock = 0 WHERE slug = 'white-bread'`);
    const product = (await page('/product/white-bread', ENGLISH)).head.jsonLdOf('Product');
    expect(product?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    // Whatever sale or store discount prices it, the head says what the page shows.
    const { body: shown } = await getJson<{ discounted_price: number }>(
      server.app,
      '/api/v1/items/details/white-bread',
    );
    expect(Number(offerPrice(product))).toBe(shown.discounted_price);
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('answers HEAD as GET, so a link checker sees the page is there', async () => {
    const found = await server.app.inject({ method: 'HEAD', url: '/product/green-apple' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toContain('text/html');
    const missing = await server.app.inject({ method: 'HEAD', url: '/product/no-such-thing' });
    expect(missing.statusCode).toBe(404);
  });

  it('canonicalises a product asked by id to its slug', async () => {
    const { status, head } = await page(`/product/${fixtures.item.redApple}`, ENGLISH);
    expect(status).toBe(200);
    expect(head.title).toBe('Red Apple | Souq');
    expect(head.link('canonical')).toBe(`${ORIGIN}/product/red-apple`);
  });
});

describe('given an item without a slug', () => {
  it('keeps its numeric id as the canonical address', async () => {
    await server.db.execute(sql`UPDATE items SET slug = '' WHERE slug = 'mango-juice'`);
    const url = `/product/${fixtures.item.mangoJuice}`;
    const { status, head } = await page(url, ENGLISH);
    expect(status).toBe(200);
    expect(head.link('canonical')).toBe(`${ORIGIN}${url}`);
  });
});

describe('given the language of the request', () => {
  it('sends Arabic, right to left, to a visitor who chose nothing', async () => {
    const { head } = await page('/product/green-apple');
    expect(head.lang).toBe('ar');
    expect(head.dir).toBe('rtl');
    expect(head.title).toBe('تفاح أخضر | سوق');
    expect(head.meta('og:locale')).toBe('ar_EG');
    expect(head.jsonLdOf('Product')).toMatchObject({ name: 'تفاح أخضر' });
  });

  it('follows the language cookies the language switch writes', async () => {
    const english = await page('/product/green-apple', { cookie: 'x-lang=en' });
    expect([english.head.lang, english.head.dir]).toEqual(['en', 'ltr']);
    const arabic = await page('/product/green-apple', { cookie: 'x-lang=en; NEXT_LOCALE=ar' });
    expect(arabic.head.title).toBe('تفاح أخضر | سوق');
  });

  it('puts a language named in the address first, and names it in the canonical address', async () => {
    const { head } = await page('/product/green-apple?lang=ar', ENGLISH);
    expect([head.lang, head.dir]).toEqual(['ar', 'rtl']);
    expect(head.title).toBe('تفاح أخضر | سوق');
    expect(head.link('canonical')).toBe(`${ORIGIN}/product/green-apple?lang=ar`);
    expect(head.meta('og:locale:alternate')).toBe('en_US');
  });

  it('does not read the browser language, as the storefront does not', async () => {
    const { head } = await page('/product/green-apple', { 'accept-language': 'en-US,en;q=0.9' });
    expect(head.lang).toBe('ar');
  });
});

describe('given an address that names no product, store or category', () => {
  it.each([
    ['/product/no-such-thing', 'Product not found'],
    ['/product/999999', 'Product not found'],
    ['/product/%3Cscript%3E', 'Product not found'],
    ['/store/999999', 'Store not found'],
    ['/category/999999', 'Category not found'],
    ['/category/fruits', 'Category not found'],
  ])('answers %s with 404 and the title "%s", kept out of the index', async (url, heading) => {
    const { status, head } = await page(url, ENGLISH);
    expect(status).toBe(404);
    expect(head.title).toBe(`${heading} | Souq`);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.link('canonical')).toBeNull();
    expect(head.link('preload')).toBeNull();
    expect(head.document.getElementById('root')).not.toBeNull();
  });

  it('says so in Arabic to an Arabic visitor', async () => {
    const { head } = await page('/product/no-such-thing');
    expect(head.title).toBe('المنتج غير موجود | سوق');
  });
});

describe('given a store page', () => {
  it('describes the store as a local business with its address, rating and hours', async () => {
    const url = `/store/${fixtures.store.freshMarket}`;
    const { status, head } = await page(url, ENGLISH);
    expect(status).toBe(200);
    expect(head.title).toBe('Fresh Market | Souq');
    expect(head.meta('description')).toBe('Order from Fresh Market: 1 Nile Street');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/images/store/fresh-market-cover.png`);
    expect(head.link('canonical')).toBe(`${ORIGIN}${url}`);
    const store = head.jsonLdOf('Store');
    expect(store).toMatchObject({
      name: 'Fresh Market',
      url: `${ORIGIN}${url}`,
      logo: `${ORIGIN}/images/store/fresh-market.png`,
      address: { '@type': 'PostalAddress', streetAddress: '1 Nile Street', addressCountry: 'EG' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 120 },
    });
    // Open around the clock, every day of the week.
    const hours = store?.openingHoursSpecification as Array<Record<string, string>>;
    expect(hours).toHaveLength(7);
    expect(hours[0]).toMatchObject({
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '00:00',
      closes: '23:59',
    });
  });

  it('writes hours that run past midnight as they are', async () => {
    const { head } = await page(`/store/${fixtures.store.nightPharmacy}`, ENGLISH);
    const hours = head.jsonLdOf('Store')?.openingHoursSpecification as Array<
      Record<string, string>
    >;
    expect(hours[0]).toMatchObject({ opens: '20:00', closes: '08:00' });
  });

  it('leaves /store/apply, the become-a-store-owner page, to the storefront', async () => {
    const { status, head } = await page('/store/apply', ENGLISH);
    expect(status).toBe(200);
    expect(head.title).toBe('Souq');
    expect(head.link('canonical')).toBeNull();
  });
});

describe('given a category page', () => {
  it('names the category, shows its picture and its trail', async () => {
    const url = `/category/${fixtures.category.apples}`;
    const { status, head } = await page(url, ENGLISH);
    expect(status).toBe(200);
    expect(head.title).toBe('Apples | Souq');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/images/category/apples.png`);
    expect(head.link('canonical')).toBe(`${ORIGIN}${url}`);
    const trail = head.jsonLdOf('BreadcrumbList')?.itemListElement as Array<{ name: string }>;
    expect(trail.map((step) => step.name)).toEqual(['Home', 'Fruits', 'Apples']);
  });

  it('names it in Arabic for an Arabic visitor', async () => {
    const { head } = await page(`/category/${fixtures.category.apples}`);
    expect(head.title).toBe('تفاح | سوق');
    expect(head.meta('description')).toBe('تسوّق تفاح من المتاجر القريبة منك');
  });
});

describe('given a search page', () => {
  it('titles the results with the searched text and canonicalises to it alone', async () => {
    const { status, head } = await page('/search?name=green%20apple', ENGLISH);
    expect(status).toBe(200);
    expect(head.title).toBe('Search results for "green apple" | Souq');
    expect(head.link('canonical')).toBe(`${ORIGIN}/search?name=green%20apple`);
    expect(head.link('alternate', 'ar')).toBe(`${ORIGIN}/search?name=green%20apple&lang=ar`);
    expect(head.meta('robots')).toBeNull();
  });

  it('keeps filtered, sorted and paged variants out of the index, but followed', async () => {
    const { head } = await page('/search?name=apple&sort=low&veg=1', ENGLISH);
    expect(head.meta('robots')).toBe('noindex,follow');
    expect(head.link('canonical')).toBe(`${ORIGIN}/search?name=apple`);
  });

  it('titles a search for nothing as every item', async () => {
    const { head } = await page('/search?veg=1', ENGLISH);
    expect(head.title).toBe('All items | Souq');
    expect(head.link('canonical')).toBe(`${ORIGIN}/search`);
    expect(head.meta('robots')).toBe('noindex,follow');
  });

  it('keeps markup in the searched text as text', async () => {
    const searched = `</title><script>alert(1)</script> & "x"`;
    const { head } = await page(`/search?name=${encodeURIComponent(searched)}`, ENGLISH);
    expect(head.title).toBe(`Search results for "${searched}" | Souq`);
    // The bundle's script, the JSON-LD block, the configuration and the first results: none of
    // the searched text's.
    expect(head.document.querySelectorAll('script')).toHaveLength(4);
  });

  it('titles the search in Arabic for an Arabic visitor', async () => {
    const { head } = await page('/search?name=%D8%AA%D9%81%D8%A7%D8%AD');
    expect(head.title).toBe('نتائج البحث عن «تفاح» | سوق');
  });
});

describe('given any other storefront route', () => {
  it('sends the template in the visitor language, its own description kept', async () => {
    const { status, head } = await page('/home', ENGLISH);
    expect(status).toBe(200);
    expect([head.lang, head.dir, head.title]).toEqual(['en', 'ltr', 'Souq']);
    expect(head.meta('description')).toBe('Souq: grocery, food, pharmacy and parcel delivery.');
    expect(head.document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('carries the configuration /config answers, in the page language, for the app to read', async () => {
    for (const [headers, language] of [
      [ENGLISH, 'en'],
      [{}, 'ar'],
    ] as const) {
      const { head } = await page('/home', headers);
      const config = await getJson<Config>(server.app, '/api/v1/config', language);
      expect(readInlineConfig(head.document)).toEqual({ language, config: config.body });
      // In the head, so none of it counts as the page's text.
      expect(head.document.head.querySelector(`#${INLINE_CONFIG_ID}`)).not.toBeNull();
    }
  });
});

describe('given names that hold markup', () => {
  it('keeps them text in every tag and in the structured data', async () => {
    const hostile = `Tea </script><script>alert(1)</script> "best" & <!-- 'x'`;
    await server.db.execute(
      sql`UPDATE items SET name_en = ${hostile}, description_en = ${hostile} WHERE slug = 'pineapple'`,
    );
    const { status, head, body } = await page('/product/pineapple', ENGLISH);
    expect(status).toBe(200);
    expect(head.title).toBe(`${hostile} | Souq`);
    expect(head.meta('og:title')).toBe(hostile);
    expect(head.jsonLdOf('Product')).toMatchObject({ name: hostile, description: hostile });
    // The bundle's script, the two JSON-LD blocks, the configuration and the item's reply; no
    // script of the name's, and the reply keeps the name as it is.
    expect(head.document.querySelectorAll('script')).toHaveLength(5);
    expect([...readPageReplies(head.document).values()]).toEqual([
      expect.objectContaining({ name: hostile, description: hostile }),
    ]);
    expect(body).not.toContain('<script>alert');
  });
});

describe('given the database fails while the page is read', () => {
  it('sends the plain page rather than an error, and logs it', async () => {
    await server.db.execute(sql`ALTER TABLE items RENAME TO items_away`);
    try {
      const { status, head } = await page('/product/green-apple', ENGLISH);
      expect(status).toBe(200);
      expect(head.title).toBe('Souq');
      expect(head.document.getElementById('root')).not.toBeNull();
      expect(server.logs.join('\n')).toContain('page head unreadable');
    } finally {
      await server.db.execute(sql`ALTER TABLE items_away RENAME TO items`);
    }
  });
});

describe('given a page whose first screen reads the catalog', () => {
  /** The headers the kit sends on a first visit in `language`: the shop's default zone. */
  const firstVisit = (language: 'ar' | 'en') =>
    buildHeaders(
      fakeContext({ zoneId: JSON.stringify([fixtures.zone.cairo]), language, countryCode: 'eg' })
        .context,
    );
  const apiReply = async (url: string, headers: Record<string, string>) =>
    JSON.parse((await server.app.inject({ url, headers })).body) as unknown;

  it("answers the search's first page of results and its filters' reads as the API answers a first visit", async () => {
    const { head } = await page('/search?name=apple&veg=1', ENGLISH);
    const request = requestIdentity(
      '/api/v1/items/search',
      { name: 'apple', type: 'veg', limit: 10, offset: 1 },
      firstVisit('en'),
    );
    const priceSpan = requestIdentity('/api/v1/items/min-max-price', undefined, firstVisit('en'));
    const categories = requestIdentity('/api/v1/categories', undefined, firstVisit('en'));
    const replies = readPageReplies(head.document);
    expect([...replies.keys()]).toEqual([request, priceSpan, categories]);
    expect(replies.get(priceSpan ?? '')).toEqual(
      await apiReply('/api/v1/items/min-max-price', firstVisit('en')),
    );
    expect(replies.get(categories ?? '')).toEqual(
      await apiReply('/api/v1/categories', firstVisit('en')),
    );
    expect(replies.get(request ?? '')).toEqual(
      await apiReply(
        '/api/v1/items/search?name=apple&type=veg&limit=10&offset=1',
        firstVisit('en'),
      ),
    );
  });

  it("answers the product page's item in the page's language", async () => {
    const { head } = await page('/product/green-apple');
    const request = requestIdentity(
      '/api/v1/items/details/green-apple',
      undefined,
      firstVisit('ar'),
    );
    const reply = readPageReplies(head.document).get(request ?? '');
    expect(reply).toEqual(await apiReply('/api/v1/items/details/green-apple', firstVisit('ar')));
    expect(reply).toMatchObject({ id: fixtures.item.greenApple });
  });

  it('preloads the pictures of the first two results, which a phone shows first', async () => {
    const { head } = await page('/search?name=apple&veg=1', ENGLISH);
    const [first, second] = (
      readPageReplies(head.document).values().next().value as {
        products: { image: string }[];
      }
    ).products;
    const preloads = [...head.document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      `${ORIGIN}/images/product/${first?.image}`,
      `${ORIGIN}/images/product/${second?.image}`,
    ]);
    expect(preloads.every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
  });

  it("answers the home page's banners and category tree", async () => {
    const { head } = await page('/home', ENGLISH);
    const replies = readPageReplies(head.document);
    expect(
      replies.get(requestIdentity('/api/v1/banners', undefined, firstVisit('en')) ?? ''),
    ).toEqual(await apiReply('/api/v1/banners', firstVisit('en')));
    expect(
      replies.get(requestIdentity('/api/v1/categories', undefined, firstVisit('en')) ?? ''),
    ).toEqual(await apiReply('/api/v1/categories', firstVisit('en')));
  });

  it('answers only the filters’ reads for the stores tab, whose results read no item', async () => {
    const { head } = await page('/search?name=apple&tab=stores', ENGLISH);
    expect([...readPageReplies(head.document).keys()]).toEqual([
      requestIdentity('/api/v1/items/min-max-price', undefined, firstVisit('en')),
      requestIdentity('/api/v1/categories', undefined, firstVisit('en')),
    ]);
  });
});

describe('given a browser that accepts compressed pages', () => {
  it('sends the page compressed with brotli, or gzip when that is all it takes', async () => {
    const plain = await page('/search?name=apple', ENGLISH);
    const brotli = await server.app.inject({
      url: '/search?name=apple',
      headers: { ...ENGLISH, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 2);
    const gzip = await server.app.inject({
      url: '/search?name=apple',
      headers: { ...ENGLISH, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends API replies of more than a kilobyte compressed too', async () => {
    const headers = { zoneid: JSON.stringify([fixtures.zone.cairo]), 'x-localization': 'en' };
    const url = '/api/v1/items/search?limit=10&offset=1';
    const plain = await server.app.inject({ url, headers });
    expect(plain.body.length).toBeGreaterThan(1024);
    const reply = await server.app.inject({
      url,
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends it as it is to one that asks for no encoding', async () => {
    const reply = await server.app.inject({
      url: '/search?name=apple',
      headers: { ...ENGLISH, 'accept-encoding': 'identity' },
    });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toContain('<html');
  });
});
