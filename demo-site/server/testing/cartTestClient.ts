import type { FastifyInstance, InjectOptions } from 'fastify';
import { call } from './accountTestServer';

/** Who a test acts as on the cart: a guest by id or a customer by token. */
export type TestCartOwner = { guestId: string } | { token: string };

/** Cart calls as the kit makes them: guest_id in the body of posts and the query of the rest. */
export function cartClient(
  app: FastifyInstance,
  owner: TestCartOwner,
  language: 'ar' | 'en' = 'en',
) {
  const token = 'token' in owner ? owner.token : undefined;
  const guestQuery = 'guestId' in owner ? `guest_id=${owner.guestId}` : '';
  const guestBody = 'guestId' in owner ? { guest_id: owner.guestId } : {};
  const auth = token ? { token, language } : { language };
  const withQuery = (path: string, query = '') => {
    const parts = [query, guestQuery].filter(Boolean).join('&');
    return `/api/v1/customer/cart/${path}${parts ? `?${parts}` : ''}`;
  };
  const post = (path: string, body: Record<string, unknown>) =>
    call(app, { method: 'POST', url: withQuery(path), body: { ...guestBody, ...body }, ...auth });
  return {
    list: () => call(app, { url: withQuery('list'), ...auth }),
    add: (body: Record<string, unknown>) => post('add', body),
    update: (body: Record<string, unknown>) => post('update', body),
    removeItem: (cartId: number | string) =>
      call(app, { method: 'DELETE', url: withQuery('remove-item', `cart_id=${cartId}`), ...auth }),
    clear: () => call(app, { method: 'DELETE', url: withQuery('remove'), ...auth }),
    /** Sends a raw body to add, for the bad-input tests. */
    addRaw: (payload: NonNullable<InjectOptions['payload']>) =>
      call(app, { method: 'POST', url: withQuery('add'), body: payload, ...auth }),
  };
}
