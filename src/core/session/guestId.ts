import type { SessionDeps } from './deps';

const inFlight = new WeakMap<object, Promise<string | null>>();

/**
 * The visitor's guest id, asked of the server only when neither a token nor a guest id exists
 * (spec §4) — and only once for a store, however many widgets boot at the same moment.
 */
export function ensureGuestId({
  store,
  api,
}: Pick<SessionDeps, 'store' | 'api'>): Promise<string | null> {
  if (store.token.value !== null || store.guestId.value !== null) {
    return Promise.resolve(store.guestId.value);
  }
  const pending = inFlight.get(store);
  if (pending) return pending;

  const request = api.requestGuestId({ silent: true }).then(
    (reply) => {
      store.guestId.value = reply.guest_id;
      return reply.guest_id;
    },
    () => null,
  );
  inFlight.set(store, request);
  void request.then(() => inFlight.delete(store));
  return request;
}
