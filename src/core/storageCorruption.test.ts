/*
 * A reload over storage that someone or something corrupted (a hand-edited key, an old client, a
 * browser extension, a disk error) must still give a working storefront: every key the kit
 * persists is spoiled in every way below, the core boots, the cart and wishlist load, and every
 * request carries headers a browser would send and a server would take.
 */
import { describe, expect, it, vi } from 'vitest';
import { cookieDocument } from './cookies/testDoubles';
import { createSouqCore } from './createSouqCore';
import { LOCALES } from './i18n/locale';
import { createMemoryStorage } from './store/memoryStorage';
import type { StorageLike } from './store/storage';
import { createFakeShop } from './testing/fakeShop';

/** Ways a stored string goes bad. */
const CORRUPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['garbage', '}{not json at all'],
  ['JSON of the wrong type', '12345'],
  ['JSON null', 'null'],
  ['a huge string', 'x'.repeat(200_000)],
  ['a huge JSON list', `[${'7,'.repeat(100_000)}7]`],
  ['a NUL character', '[1]\u0000'],
  ['non-Latin text', 'منطقة القاهرة'],
  ['an empty string', ''],
  ['JSON of the wrong shape', '{"id":"one","lat":"north","items":[null,{"x":[]}]}'],
  ['a line break followed by a header', '[1]\r\nX-Injected: yes'],
];

/** Values that parse and look nearly right, aimed at what each key turns into a header. */
const NEAR_MISSES: ReadonlyArray<readonly [string, string]> = [
  ['souq:v1:config', '{"countryCode":"مصر","modules":[]}'],
  ['souq:v1:config', '{"countryCode":"eg\\u0000","modules":[]}'],
  ['souq:v1:utils', '{"selectedModule":{"id":1e300,"module_type":"ecommerce"}}'],
  ['module', '{"id":1e300,"module_type":"ecommerce"}'],
  ['module', '{"id":-4,"module_type":"ecommerce"}'],
  ['currentLatLng', '{"lat":95,"lng":31}'],
  ['souq:v1:language', '"fr"'],
  ['zoneid', '[]'],
  ['zoneid', '[1,"2"]'],
  ['token', 'Bearer abc'],
  ['guest_id', 'g 1'],
];

/** The cookies of spec §3 the kit reads at boot. */
const COOKIES = ['x-lang', 'NEXT_LOCALE', 'country_code'] as const;

/** Every storage key a store binds, read off a storage that records what is asked of it. */
function persistedKeys(namespace?: string): string[] {
  const asked = new Set<string>();
  const storage: StorageLike = {
    getItem: (key) => {
      asked.add(key);
      return null;
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  const souq = createSouqCore({
    apiBaseUrl: 'https://shop.test',
    storage,
    cookies: cookieDocument(),
    eventTarget: null,
    fetch: vi.fn<typeof globalThis.fetch>(),
    ...(namespace === undefined ? {} : { namespace }),
  });
  souq.dispose();
  return [...asked];
}

/** A header value as RFC 9110 and browsers take it: visible ASCII and inner spaces only. */
const FIELD_VALUE = /^(?:[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?)?$/;
/** What each header of spec §7 may hold. */
const HEADER_SHAPES: Readonly<Record<string, RegExp>> = {
  accept: /^application\/json$/,
  latitude: /^-?\d{1,2}(\.\d+)?$/,
  longitude: /^-?\d{1,3}(\.\d+)?$/,
  moduleid: /^[1-9]\d{0,8}$/,
  'x-localization': new RegExp(`^(${LOCALES.join('|')})$`),
  'x-lang': /^([a-z]{2})?$/,
  zoneid: /^\[\d{1,10}(,\d{1,10})*\]$/,
  authorization: /^Bearer [\x21-\x7E]{1,4096}$/,
  'software-id': /^[\x21-\x7E]{1,128}$/,
  'content-type': /^application\/json/,
};
/** Beyond this many bytes of headers common servers answer 431. */
const HEADER_BUDGET = 8 * 1024;

/** What was wrong with one request the core sent. */
type Fault = string;

function faultsOf(url: string, headers: Headers): Fault[] {
  const faults: Fault[] = [];
  let size = 0;
  for (const [given, value] of headers) {
    const name = given.toLowerCase();
    size += name.length + value.length + 4;
    if (!FIELD_VALUE.test(value)) faults.push(`${name} is not a valid header value`);
    const shape = HEADER_SHAPES[name];
    if (shape === undefined) faults.push(`${name} is not a header of the kit`);
    else if (!shape.test(value)) faults.push(`${name}: ${JSON.stringify(value.slice(0, 40))}`);
  }
  if (size > HEADER_BUDGET) faults.push(`headers of ${size} bytes`);
  const guestId = new URL(url).searchParams.get('guest_id');
  if (guestId !== null && !/^[\w.~-]{1,128}$/.test(guestId)) faults.push('guest_id is malformed');
  return faults;
}

/**
 * The fake shop behind a check of every request: one a browser would refuse to send (a header
 * value with NUL or non-Latin text) fails as a network error, as fetch does; one with oversized
 * headers is answered 431, as a server does.
 */
function guardedShop() {
  const shop = createFakeShop();
  const faults: Fault[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const headers = new Headers();
    const given = init?.headers instanceof Headers ? [...init.headers] : [];
    for (const [name, value] of given) headers.append(name, value);
    const found = faultsOf(url, headers);
    faults.push(...found.map((fault) => `${new URL(url).pathname}: ${fault}`));
    if (found.some((fault) => fault.startsWith('headers of'))) {
      return new Response('{"errors":[{"code":"431","message":"Too large"}]}', { status: 431 });
    }
    if (found.length > 0) throw new TypeError('Failed to fetch');
    return shop.fetch(input, init);
  };
  return { fetch, faults };
}

/** Boots a core over storage holding one spoiled key (or a spoiled cookie) and reports. */
async function reload(setUp: {
  storage?: Record<string, string>;
  cookie?: [string, string];
  namespace?: string;
}) {
  const { fetch, faults } = guardedShop();
  const cookies = cookieDocument();
  if (setUp.cookie) cookies.jar.set(setUp.cookie[0], setUp.cookie[1]);
  const navigate = vi.fn();
  const souq = createSouqCore({
    apiBaseUrl: 'https://shop.test',
    storage: createMemoryStorage(setUp.storage),
    cookies,
    navigate,
    reload: vi.fn(),
    eventTarget: null,
    fetch,
    ...(setUp.namespace === undefined ? {} : { namespace: setUp.namespace }),
  });
  const outcome = await souq.start();
  await souq.loaded();
  const report = {
    outcome: outcome.status,
    faults,
    navigated: navigate.mock.calls,
    configured: souq.shop.configured.value,
    zoneId: souq.store.zoneId.value,
    guestOrToken: souq.store.token.value ?? souq.store.guestId.value,
  };
  souq.dispose();
  return report;
}

const KEYS = persistedKeys();

describe('given storage someone corrupted', () => {
  it('finds every key the kit persists (spec §3), slices and plain keys alike', () => {
    expect(KEYS).toEqual(
      expect.arrayContaining([
        'token',
        'guest_id',
        'zoneid',
        'location',
        'currentLatLng',
        'module',
        'theme',
        'souq:v1:config',
        'souq:v1:utils',
        'souq:v1:cart',
        'souq:v1:language',
      ]),
    );
    expect(KEYS.length).toBeGreaterThanOrEqual(20);
  });

  describe.each(KEYS)('when the key %s holds', (key) => {
    it.each(CORRUPTIONS)('%s, the storefront still starts with valid headers', async (_, value) => {
      const report = await reload({ storage: { [key]: value } });
      expect(report).toMatchObject({ outcome: 'ready', faults: [], navigated: [] });
      expect(report.configured).toBe(true);
      expect(report.zoneId).toMatch(HEADER_SHAPES.zoneid ?? /./);
      expect(report.guestOrToken).not.toBeNull();
    });
  });

  it.each(NEAR_MISSES)('when %s holds %s, headers fall back to defaults', async (key, value) => {
    const report = await reload({ storage: { [key]: value } });
    expect(report).toMatchObject({ outcome: 'ready', faults: [], navigated: [] });
  });

  describe.each([
    ['on the storefront', undefined],
    ['embedded on a partner page', 'souq.'],
  ])('when every key is spoiled at once %s', (_, namespace) => {
    it.each(CORRUPTIONS)('with %s, the storefront still starts', async (_, value) => {
      const keys = persistedKeys(namespace);
      const storage = Object.fromEntries(keys.map((key) => [key, value]));
      const report = await reload({ storage, ...(namespace ? { namespace } : {}) });
      expect(report).toMatchObject({ outcome: 'ready', faults: [], navigated: [] });
    });
  });

  describe.each(COOKIES)('when the cookie %s holds', (name) => {
    it.each(CORRUPTIONS)('%s, the storefront still starts with valid headers', async (_, value) => {
      const report = await reload({ cookie: [name, value] });
      expect(report).toMatchObject({ outcome: 'ready', faults: [], navigated: [] });
    });
  });
});
