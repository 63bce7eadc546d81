// @vitest-environment node
/*
 * The kit against the real demo server: a visitor whose stored guest id the database no longer
 * knows (it was reseeded) and whose stored zone is text a browser refuses to send still gets a
 * storefront and a cart that works.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSouqCore } from '../../src/core/createSouqCore';
import { createMemoryStorage } from '../../src/core/store/memoryStorage';
import { insertCatalogFixtures } from './testing/catalogFixtures';
import { injectFetch } from './testing/injectFetch';
import { startTestServer, type TestServer } from './testing/testServer';

let server: TestServer;
let pineapple: number;

beforeAll(async () => {
  server = await startTestServer();
  pineapple = (await insertCatalogFixtures(server.db)).item.pineapple;
});

afterAll(async () => {
  await server.close();
});

/** The kit over the demo server, with what a returning visitor's browser had stored. */
function visitor(stored: Record<string, string>) {
  return createSouqCore({
    apiBaseUrl: 'http://shop.test',
    storage: createMemoryStorage({
      'souq:v1:cart': JSON.stringify({
        cartList: [{ id: pineapple, name: 'Pineapple', price: 5, quantity: 4 }],
      }),
      ...stored,
    }),
    cookies: null,
    eventTarget: null,
    navigate: vi.fn(),
    reload: vi.fn(),
    fetch: injectFetch(server.app),
  });
}

describe('given a visitor back after the database was reseeded', () => {
  it.each([
    ['a guest id the server does not know', { zoneid: '[1]' }],
    ['that and a zone a browser refuses to send', { zoneid: 'منطقة\u0000القاهرة' }],
  ])('with %s, starts and adds to a new cart without an error', async (_, stored) => {
    const stale = randomUUID();
    const souq = visitor({ guest_id: stale, ...stored });

    await expect(souq.start()).resolves.toMatchObject({ status: 'ready' });
    await souq.loaded();
    expect(souq.store.guestId.value).not.toBe(stale);
    expect(souq.store.zoneId.value).toMatch(/^\[\d+\]$/);
    expect(souq.cart.count.value).toBe(0);

    const item = await souq.api.getItem(pineapple);
    await expect(souq.cart.add({ ...item, quantity: 1 })).resolves.toBe(true);
    expect(souq.cart.lines.value).toEqual([expect.objectContaining({ id: pineapple })]);
    expect(souq.toasts.toasts.value.filter((toast) => toast.type === 'error')).toEqual([]);
    souq.dispose();
  });
});
