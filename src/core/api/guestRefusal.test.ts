import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';

const refusal = () =>
  jsonReply(403, { errors: [{ code: 'guest_id', message: 'Guest id is missing or unknown' }] });
const rows = [{ id: 41, item_id: 7, quantity: 1, price: 5 }];

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ApiError) return error;
  throw new Error('expected the call to fail with an ApiError');
}

/** A guest whose stored id the server no longer knows, and a session that renews it to g-new. */
function staleGuest(fetch: ReturnType<typeof fakeFetch>) {
  const renewGuestId = vi.fn<(refused: string) => Promise<string | null>>();
  const client = clientWith({ context: { guestId: 'g-old' }, fetch, renewGuestId });
  renewGuestId.mockImplementation(async () => {
    client.values.guestId = 'g-new';
    return 'g-new';
  });
  return { ...client, renewGuestId };
}

describe('a cart call refused for its guest id', () => {
  describe('given the session can get a new guest id', () => {
    it('asks for it once and sends the call again with it, without a toast', async () => {
      const fetch = fakeFetch();
      fetch.mockResolvedValueOnce(refusal()).mockResolvedValueOnce(jsonReply(200, rows));
      const { api, renewGuestId, notifyError } = staleGuest(fetch);

      await expect(api.getCart()).resolves.toEqual(rows);

      expect(renewGuestId).toHaveBeenCalledExactlyOnceWith('g-old');
      expect(sentRequest(fetch, 0).url.searchParams.get('guest_id')).toBe('g-old');
      expect(sentRequest(fetch, 1).url.searchParams.get('guest_id')).toBe('g-new');
      expect(notifyError).not.toHaveBeenCalled();
    });

    it('puts the new id in the body of an add', async () => {
      const fetch = fakeFetch();
      fetch.mockResolvedValueOnce(refusal()).mockResolvedValueOnce(jsonReply(200, rows));
      const { api } = staleGuest(fetch);
      const add = { model: 'Item' as const, item_id: 7, price: 5, quantity: 1, variation: [] };

      await api.addToCart(add);

      expect(sentRequest(fetch, 1).body).toEqual({ guest_id: 'g-new', ...add });
    });

    it('reports a second refusal instead of asking again', async () => {
      const fetch = fakeFetch(refusal);
      const { api, renewGuestId, notifyError } = staleGuest(fetch);

      const error = await failureOf(api.getCart());

      expect(error).toMatchObject({ status: 403, code: 'guest_id' });
      expect(renewGuestId).toHaveBeenCalledOnce();
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(notifyError).toHaveBeenCalledExactlyOnceWith('Guest id is missing or unknown');
    });
  });

  describe('given no new guest id could be had', () => {
    it('rejects without a toast of its own (the session says why)', async () => {
      const fetch = fakeFetch(refusal);
      const { api, renewGuestId, notifyError } = staleGuest(fetch);
      renewGuestId.mockResolvedValue(null);

      await expect(failureOf(api.getCart())).resolves.toMatchObject({ status: 403 });
      expect(fetch).toHaveBeenCalledOnce();
      expect(notifyError).not.toHaveBeenCalled();
    });
  });

  describe('given a call that named no guest', () => {
    it.each([
      ['a signed-in customer', { token: 'tok', guestId: 'g-old' }],
      ['a call sent after a sign-out, before any guest id', { guestId: null }],
    ])('for %s, renews nothing and reports the refusal', async (_, context) => {
      const fetch = fakeFetch(refusal);
      const renewGuestId = vi.fn(async () => 'g-new');
      const { api, notifyError } = clientWith({ context, fetch, renewGuestId });

      await failureOf(api.getCart());

      expect(renewGuestId).not.toHaveBeenCalled();
      expect(notifyError).toHaveBeenCalledOnce();
    });
  });

  describe('given another 403 (a closed store)', () => {
    it('renews nothing', async () => {
      const fetch = fakeFetch(() =>
        jsonReply(403, { errors: [{ code: 'store', message: 'Store/Restaurant is closed' }] }),
      );
      const renewGuestId = vi.fn(async () => 'g-new');
      const { api } = clientWith({ context: { guestId: 'g-old' }, fetch, renewGuestId });

      await failureOf(api.getCart());

      expect(renewGuestId).not.toHaveBeenCalled();
    });
  });
});

describe('a 429 reply', () => {
  it.each([
    ['seconds', '30', 30_000],
    ['nothing', null, undefined],
    ['an unreadable value', 'soon', undefined],
  ])('carries a Retry-After of %s as milliseconds', async (_, header, expected) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (header !== null) headers['retry-after'] = header;
    const fetch = fakeFetch(
      () =>
        new Response('{"errors":[{"code":"too_many_requests","message":"Slow down"}]}', {
          status: 429,
          headers,
        }),
    );
    const { api } = clientWith({ fetch });

    const error = await failureOf(api.requestGuestId({ silent: true }));

    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(expected);
  });
});
