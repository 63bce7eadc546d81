import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { clientWith, fakeFetch, jsonReply } from './testDoubles';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient error policy', () => {
  describe('given a signed-in shopper whose token expired', () => {
    const unauthorized = () =>
      jsonReply(401, { errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });

    it('signs out, toasts the translated expiry message and goes to sign-in', async () => {
      const { api, onUnauthorized, notifyError, navigate } = clientWith({
        context: { token: 'old' },
        fetch: fakeFetch(unauthorized),
      });
      const error = await failureOf(api.getCustomerInfo());
      expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(true);
      expect(notifyError).toHaveBeenCalledExactlyOnceWith(
        't(Your token has been expired.please sign in again)',
      );
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in');
      expect(error.status).toBe(401);
      expect(error.code).toBe('auth-001');
      expect(error.messages).toEqual(['t(Your token has been expired.please sign in again)']);
    });

    it('brings the shopper back after sign-in to the storefront page they were on', async () => {
      const { api, navigate } = clientWith({
        context: { token: 'old' },
        fetch: fakeFetch(unauthorized),
        currentPath: () => '/profile?page=wallet',
      });
      await failureOf(api.getCustomerInfo());
      expect(navigate).toHaveBeenCalledExactlyOnceWith(
        `/auth/sign-in?from=${encodeURIComponent('/profile?page=wallet')}`,
      );
    });

    it('does all of it even for a silent call', async () => {
      const { api, onUnauthorized, notifyError, navigate } = clientWith({
        context: { token: 'old' },
        fetch: fakeFetch(unauthorized),
      });
      await failureOf(api.getWishList({ silent: true }));
      expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(true);
      expect(notifyError).toHaveBeenCalledOnce();
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in');
    });

    it('judges by the token sent, not by the token left after the reply', async () => {
      let signOutElsewhere: () => void = () => {};
      const fetch = fakeFetch(() => {
        signOutElsewhere();
        return unauthorized();
      });
      const client = clientWith({ context: { token: 'old' }, fetch });
      signOutElsewhere = () => {
        client.values.token = null;
      };
      await failureOf(client.api.getCart());
      expect(client.onUnauthorized).toHaveBeenCalledExactlyOnceWith(true);
      expect(client.navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in');
    });

    describe('when several calls sent with it fail together', () => {
      it('signs out, toasts the expiry and goes to sign-in once, and rejects every call', async () => {
        const { api, onUnauthorized, notifyError, navigate } = clientWith({
          context: { token: 'old' },
          fetch: fakeFetch(unauthorized),
        });
        const errors = await Promise.all([
          failureOf(api.getCustomerInfo({ silent: true })),
          failureOf(api.getCart()),
          failureOf(api.getWishList({ silent: true })),
        ]);
        expect(errors.map((error) => error.status)).toEqual([401, 401, 401]);
        expect(onUnauthorized).toHaveBeenCalledOnce();
        expect(notifyError).toHaveBeenCalledExactlyOnceWith(
          't(Your token has been expired.please sign in again)',
        );
        expect(navigate).toHaveBeenCalledOnce();
      });

      it('reports the next token’s expiry again', async () => {
        const { api, values, notifyError } = clientWith({
          context: { token: 'old' },
          fetch: fakeFetch(unauthorized),
        });
        await failureOf(api.getCart());
        values.token = 'newer';
        await failureOf(api.getCart());
        expect(notifyError).toHaveBeenCalledTimes(2);
      });
    });
  });

  describe('given a guest who gets a 401', () => {
    it('clears user state without a toast or navigation', async () => {
      const { api, onUnauthorized, notifyError, navigate } = clientWith({
        context: { guestId: 'g-1' },
        fetch: fakeFetch(() => jsonReply(401, { message: 'Unauthenticated.' })),
      });
      const error = await failureOf(api.getCart());
      expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(false);
      expect(notifyError).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(error.status).toBe(401);
    });
  });

  describe('given a list-style 422 reply', () => {
    it('toasts each message and rejects with all of them', async () => {
      const { api, notifyError, onUnauthorized } = clientWith({
        fetch: fakeFetch(() =>
          jsonReply(422, {
            errors: [
              { code: 'stock', message: 'Out of Stock' },
              { code: 'quantity', message: 'Out of Limits' },
            ],
          }),
        ),
      });
      const error = await failureOf(
        api.addToCart({ model: 'Item', item_id: 1, price: 5, quantity: 1, variation: [] }),
      );
      expect(notifyError.mock.calls).toEqual([['Out of Stock'], ['Out of Limits']]);
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(error).toMatchObject({ status: 422, code: 'stock', aborted: false });
      expect(error.messages).toEqual(['Out of Stock', 'Out of Limits']);
    });
  });

  describe('given a 403 reply with a message', () => {
    it('toasts the message', async () => {
      const { api, notifyError } = clientWith({
        fetch: fakeFetch(() => jsonReply(403, { message: 'Login required' })),
      });
      const error = await failureOf(api.addToWishList(3));
      expect(notifyError).toHaveBeenCalledExactlyOnceWith('Login required');
      expect(error.status).toBe(403);
      expect(error.code).toBeUndefined();
    });
  });

  describe('given a 500 reply without a body', () => {
    it('toasts the translated fallback', async () => {
      const { api, fetch, notifyError } = clientWith({
        fetch: fakeFetch(() => new Response(null, { status: 500 })),
      });
      const error = await failureOf(api.getConfig());
      expect(notifyError).toHaveBeenCalledExactlyOnceWith('t(Something went wrong)');
      expect(error).toMatchObject({
        status: 500,
        messages: ['t(Something went wrong)'],
        aborted: false,
      });
      expect(fetch).toHaveBeenCalledOnce();
    });
  });

  describe('given a 502 HTML page', () => {
    it('toasts the translated fallback', async () => {
      const { api, notifyError } = clientWith({
        fetch: fakeFetch(
          () =>
            new Response('<html>Bad gateway</html>', {
              status: 502,
              headers: { 'content-type': 'text/html' },
            }),
        ),
      });
      await failureOf(api.getConfig());
      expect(notifyError).toHaveBeenCalledExactlyOnceWith('t(Something went wrong)');
    });
  });

  describe('given the network fails', () => {
    it('toasts the translated fallback and rejects with status 0', async () => {
      const { api, fetch, notifyError } = clientWith({
        fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
      });
      const error = await failureOf(api.getModules());
      expect(notifyError).toHaveBeenCalledExactlyOnceWith('t(Something went wrong)');
      expect(error).toMatchObject({
        status: 0,
        aborted: false,
        messages: ['t(Something went wrong)'],
      });
      expect(error.cause).toBeDefined();
      expect(fetch).toHaveBeenCalledOnce();
    });
  });

  describe('when the caller aborts the request', () => {
    it('rejects with an aborted ApiError and never toasts', async () => {
      const fetch = fakeFetch();
      fetch.mockImplementation(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      );
      const { api, notifyError, onUnauthorized } = clientWith({ fetch });
      const controller = new AbortController();
      const pending = failureOf(api.searchSuggestions('milk', { signal: controller.signal }));
      controller.abort();
      const error = await pending;
      expect(error).toMatchObject({ status: 0, aborted: true, messages: [] });
      expect(notifyError).not.toHaveBeenCalled();
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('treats an AbortError from fetch as an abort even without a signal', async () => {
      const { api, notifyError } = clientWith({
        fetch: fakeFetch(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
      });
      const error = await failureOf(api.getConfig());
      expect(error.aborted).toBe(true);
      expect(notifyError).not.toHaveBeenCalled();
    });

    it('treats a signal aborted with a custom reason as an abort', async () => {
      const controller = new AbortController();
      controller.abort(new Error('superseded by a newer search'));
      const { api, notifyError } = clientWith({
        fetch: fakeFetch(() => Promise.reject(controller.signal.reason)),
      });
      const error = await failureOf(api.searchSuggestions('milk', { signal: controller.signal }));
      expect(error.aborted).toBe(true);
      expect(notifyError).not.toHaveBeenCalled();
    });
  });

  describe('when a call is silent', () => {
    it('rejects with the server messages without toasting', async () => {
      const { api, notifyError } = clientWith({
        fetch: fakeFetch(() =>
          jsonReply(422, { errors: [{ code: 'stock', message: 'Out of Stock' }] }),
        ),
      });
      const error = await failureOf(api.getCart({ silent: true }));
      expect(notifyError).not.toHaveBeenCalled();
      expect(error.messages).toEqual(['Out of Stock']);
    });

    it('stays quiet on a network failure too', async () => {
      const { api, notifyError } = clientWith({
        fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
      });
      await failureOf(api.getConfig({ silent: true }));
      expect(notifyError).not.toHaveBeenCalled();
    });
  });

  describe('given a successful reply', () => {
    it('resolves with the parsed body and reports nothing', async () => {
      const profile = {
        f_name: 'Sara',
        image: 'a.png',
        order_count: 2,
        wallet_balance: 10.5,
        member_since_days: 9,
      };
      const { api, notifyError, onUnauthorized } = clientWith({
        context: { token: 'tok' },
        fetch: fakeFetch(() => jsonReply(200, profile)),
      });
      await expect(api.getCustomerInfo()).resolves.toEqual(profile);
      expect(notifyError).not.toHaveBeenCalled();
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('when the low-level request is used', () => {
    it('sends the method, query and body it is given', async () => {
      const fetch = fakeFetch(() => jsonReply(200, { ok: true }));
      const { api } = clientWith({ fetch });
      await expect(
        api.request<{ ok: boolean }>('/api/v1/customer/update-profile', {
          method: 'PUT',
          query: { step: 2, skipped: undefined },
          body: { f_name: 'Sara' },
        }),
      ).resolves.toEqual({ ok: true });
      const [input, init] = fetch.mock.calls[0] ?? [];
      expect(String(input)).toBe('https://shop.test/api/v1/customer/update-profile?step=2');
      expect(init?.method).toBe('PUT');
      expect(init?.body).toBe('{"f_name":"Sara"}');
    });
  });
});
