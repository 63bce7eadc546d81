// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from './db/schema';
import { type SpecPath, specPaths } from './testing/apiPathTable';
import { insertOrderFixtures, newOrderCustomer, type OrderFixtures } from './testing/orderFixtures';
import { startTestServer, type TestServer } from './testing/testServer';

/*
 * Issue #19's "Done when": every path of the shared spec's api-paths.md answers. The table is
 * read from the repository's copy (a clean clone has no ../shared); the copy is checked against
 * the shared spec whenever that is beside the repository, so the two never drift apart.
 */

const SPEC_COPY = resolve(__dirname, '../../tests/fixtures/api-paths.md');
const SHARED_SPEC = resolve(__dirname, '../../../shared/spec/api-paths.md');

/**
 * Paths the spec lists that the demo server does not answer yet, each with its method. The walk
 * asserts they still get the unknown-route reply, so one that starts answering fails the test
 * until it leaves this list.
 */
const KNOWN_GAPS: readonly string[] = [];

let server: TestServer;
let fixtures: OrderFixtures;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertOrderFixtures(server.db);
  // The landing row the seed writes; without it the server answers 'under maintenance'.
  await server.db.insert(settings).values({ key: 'landing', value: {} });
  const customer = await newOrderCustomer(server.db);
  if (!customer.token) throw new Error('the fixture customer has no token');
  token = customer.token;
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** The spec's path with its placeholders filled from the fixtures. */
function concretePath(path: string): string {
  return path
    .replace('{id-or-slug}', String(fixtures.item.plain))
    .replace('{searchKey}', 'fruit')
    .replace('{type}', 'all')
    .replace('{id}', String(fixtures.item.plain));
}

/** Query parameters a client would send with the path, where it takes some. */
function sensibleQuery(path: string): Record<string, string> {
  const cairo = { lat: '30.04', lng: '31.24' };
  const byPath: Record<string, Record<string, string>> = {
    '/api/v1/config/get-zone-id': cairo,
    '/api/v1/config/place-api-autocomplete': { search_text: 'Cairo' },
    '/api/v1/config/place-api-details': { placeid: `zone-${fixtures.zone.cairo}` },
    '/api/v1/config/geocode-api': cairo,
    '/api/v1/config/distance-api': {
      origin_lat: '30.04',
      origin_lng: '31.24',
      destination_lat: '30.05',
      destination_lng: '31.25',
    },
    '/api/v1/items/search': { name: 'a', offset: '1', limit: '10' },
    '/api/v1/items/item-or-store-search': { name: 'a' },
    '/api/v1/items/related-store-items': { item_id: String(fixtures.item.plain) },
    '/api/v1/stores/search': { name: 'a', offset: '1', limit: '10' },
    '/api/v1/customer/order/details': { order_id: '100001' },
    '/api/v1/customer/order/track': { order_id: '100001' },
    '/api/v1/customer/wish-list/add': { item_id: String(fixtures.item.plain) },
    '/api/v1/customer/wish-list/remove': { item_id: String(fixtures.item.plain) },
  };
  return { offset: '1', limit: '10', ...byPath[path] };
}

/** How the server answered one method of a path. */
interface Answer {
  method: string;
  status: number;
  unknownRoute: boolean;
}

async function ask(method: string, path: string): Promise<Answer> {
  const response = await server.app.inject({
    method: method as 'GET',
    url: concretePath(path),
    query: sensibleQuery(path),
    headers: {
      'x-localization': 'en',
      zoneid: JSON.stringify([fixtures.zone.cairo]),
      moduleid: '1',
      authorization: `Bearer ${token}`,
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  const body = response.json<{ errors?: { code: string }[] }>();
  return {
    method,
    status: response.statusCode,
    unknownRoute: response.statusCode === 404 && body.errors?.[0]?.code === 'not_found',
  };
}

const gapKey = ({ methods, path }: SpecPath) => `${methods.join('/')} ${path}`;

/** The spec's paths, the account removal last so the customer lives through the walk. */
function walkOrder(paths: SpecPath[]): SpecPath[] {
  const removal = (entry: SpecPath) => entry.path.endsWith('/remove-account');
  return [...paths.filter((entry) => !removal(entry)), ...paths.filter(removal)];
}

describe('given the API paths of the shared spec', () => {
  const table = readFileSync(SPEC_COPY, 'utf8');

  it('reads the same table as the shared spec beside the repository', () => {
    if (!existsSync(SHARED_SPEC)) return;
    expect(table).toBe(readFileSync(SHARED_SPEC, 'utf8'));
  });

  it('finds every row of every table', () => {
    expect(specPaths(table).length).toBeGreaterThanOrEqual(88);
  });

  it('answers every path with a route of its own, never a 5xx, except the known gaps', async () => {
    const missing: string[] = [];
    const failing: string[] = [];
    for (const entry of walkOrder(specPaths(table))) {
      const answers: Answer[] = [];
      for (const method of entry.methods) answers.push(await ask(method, entry.path));
      for (const answer of answers.filter(({ status }) => status >= 500)) {
        // The server's last log line says why, so a failure here can be read without a rerun.
        failing.push(`${answer.method} ${entry.path} → ${answer.status} ${server.logs.at(-1)}`);
      }
      if (answers.every(({ unknownRoute }) => unknownRoute)) missing.push(gapKey(entry));
    }
    expect(failing).toEqual([]);
    expect(missing).toEqual(KNOWN_GAPS);
  });
});
