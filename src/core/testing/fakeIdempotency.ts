/*
 * The Idempotency-Key of customer/order/place, honoured as the demo server honours it
 * (routes/order/orderPlaceRoutes.ts `idempotencyKeyOf`, placeOrder.ts): a retry by the same
 * customer or guest with the same key answers the order the first request placed, and places
 * nothing, whatever the cart now holds.
 */
import type { OrderPlacedReply, OrderStatusName } from '../api/wire';
import { type FakeRequest, refuse, translate } from './fakeHttp';

/** Longest key the server takes, once trimmed. */
const MAX_KEY_LENGTH = 200;

/** The key the request sends, or null when it sends none; a blank or overlong one is refused 422. */
export function idempotencyKeyOf(request: FakeRequest): string | null {
  const sent = request.headers.get('idempotency-key');
  if (sent === null) return null;
  const key = sent.trim();
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    refuse(422, 'Idempotency-Key', '{field} is invalid', { field: 'Idempotency-Key' });
  }
  return key;
}

/** The orders placed with a key, by who placed them. */
export interface FakeAttempts {
  /**
   * The reply to the order `owner` already placed with `key`, as the server words it again: in
   * this request's language, with the order's status now and no payment link.
   */
  replay(owner: string, key: string | null, request: FakeRequest): OrderPlacedReply | undefined;
  /** Keeps the reply of an order placed with `key` (nothing without one). */
  remember(owner: string, key: string | null, reply: OrderPlacedReply): void;
}

/** Creates the store of keyed attempts; `statusOf` reads an order's status now. */
export function createFakeAttempts(
  statusOf: (orderId: number) => OrderStatusName | undefined,
): FakeAttempts {
  const placed = new Map<string, OrderPlacedReply>();
  // The owner and the key cannot run together: a guest id never holds a NUL.
  const slot = (owner: string, key: string) => `${owner}\u0000${key}`;
  return {
    replay: (owner, key, request) => {
      const earlier = key === null ? undefined : placed.get(slot(owner, key));
      if (!earlier) return undefined;
      const { redirect_link: _link, ...reply } = earlier;
      return {
        ...reply,
        message: translate(request.language, 'Order placed successfully'),
        status: statusOf(reply.order_id) ?? reply.status,
      };
    },
    remember: (owner, key, reply) => {
      if (key !== null) placed.set(slot(owner, key), reply);
    },
  };
}
