/*
 * A shopper whose stored guest id the server no longer knows (the database was reseeded, the key
 * was edited by hand) gets a working cart again on the next load, and one who meets a 429 on the
 * guest request is told so and gets it a little later.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieDocument } from './cookies/testDoubles';
import { createSouqCore } from './createSouqCore';
import { createMemoryStorage } from './store/memoryStorage';
import { fixtureItem } from './testing/catalogFixtures';
import { createFakeShop } from './testing/fakeShop';

const GUEST_PATH = '/api/v1/auth/guest/request';
const errors = (status: number, code: string, message: string, headers = {}) =>
  new Response(JSON.stringify({ errors: [{ code, message }] }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/**
 * The fake shop as the demo server behaves: a cart call naming a guest id it never issued is
 * refused 403, and the guest request answers 429 as many times as asked first.
 */
function strictShop(busyReplies = 0) {
  const shop = createFakeShop();
  const issued = new Set<string>();
  let busy = busyReplies;
  let guestRequests = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === GUEST_PATH) {
      guestRequests += 1;
      if (busy > 0) {
        busy -= 1;
        return errors(429, 'too_many_requests', 'Too many requests', { 'retry-after': '3' });
      }
      const reply = await shop.fetch(input, init);
      const { guest_id } = (await reply.clone().json()) as { guest_id: string };
      issued.add(guest_id);
      return reply;
    }
    if (url.pathname.startsWith('/api/v1/customer/cart/')) {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
      const named =
        url.searchParams.get('guest_id') ?? (body as { guest_id?: string }).guest_id ?? '';
      if (!issued.has(named)) return errors(403, 'guest_id', 'Guest id is missing or unknown');
    }
    return shop.fetch(input, init);
  };
  return { fetch, guestRequests: () => guestRequests };
}

const staleStorage = () =>
  createMemoryStorage({
    guest_id: 'guest-from-before-the-reseed',
    'souq:v1:cart': JSON.stringify({
      cartList: [{ ...fixtureItem('plain', 'ar'), quantity: 3 }],
    }),
  });

function coreOver(fetch: typeof globalThis.fetch, storage = staleStorage()) {
  return createSouqCore({
    apiBaseUrl: 'https://shop.test',
    storage,
    cookies: cookieDocument(),
    navigate: vi.fn(),
    reload: vi.fn(),
    eventTarget: null,
    fetch,
  });
}

const errorToasts = (souq: ReturnType<typeof coreOver>) =>
  souq.toasts.toasts.value.filter((toast) => toast.type === 'error').map((toast) => toast.message);

describe('given a stored guest id the server does not know', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads with a new guest id, the server’s empty cart and no error', async () => {
    const { fetch, guestRequests } = strictShop();
    const souq = coreOver(fetch);

    await souq.start();
    await souq.loaded();

    expect(souq.store.guestId.value).toMatch(/^fake-guest-/);
    expect(souq.cart.count.value).toBe(0);
    expect(guestRequests()).toBe(1);
    expect(errorToasts(souq)).toEqual([]);
    souq.dispose();
  });

  it('adds to the cart afterwards', async () => {
    const { fetch } = strictShop();
    const souq = coreOver(fetch);
    await souq.start();
    await souq.loaded();

    await expect(souq.cart.add({ ...fixtureItem('plain', 'ar'), quantity: 1 })).resolves.toBe(true);
    expect(souq.cart.count.value).toBe(1);
    souq.dispose();
  });

  describe('when the guest request answers 429', () => {
    it('says so in Arabic, shows no stale cart, and loads the cart once a retry succeeds', async () => {
      vi.useFakeTimers();
      const { fetch, guestRequests } = strictShop(1);
      const souq = coreOver(fetch);

      await souq.start();
      await souq.loaded();

      expect(errorToasts(souq)).toEqual([
        souq.i18n.getFixedT('ar')(
          'The shop is busy right now. Your cart will be ready in a moment.',
        ),
      ]);
      expect(souq.cart.count.value).toBe(0);
      expect(souq.store.guestId.value).toBeNull();

      await vi.advanceTimersByTimeAsync(3000);
      await souq.loaded();

      expect(guestRequests()).toBe(2);
      expect(souq.store.guestId.value).toMatch(/^fake-guest-/);
      await expect(souq.cart.add({ ...fixtureItem('plain', 'ar'), quantity: 1 })).resolves.toBe(
        true,
      );
      souq.dispose();
    });
  });
});
