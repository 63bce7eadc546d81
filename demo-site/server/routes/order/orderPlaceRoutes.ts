import type { OrderPlacedReply } from '../../../../src/core/api/wire';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { fail } from '../../http/ApiFailure';
import { type CartOwner, cartOwner, signedInCustomer } from '../../http/identity';
import { requestLanguage, translate } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { checkedCallbackUrl, paymentPageUrl } from '../../payment/paymentRequests';
import { guestIdOf } from '../account/requestParts';
import { publicOrigin } from '../context';
import type { OrderRouteContext } from '.';
import { checkoutSettings } from './checkoutSettings';
import { placeOrderInput } from './orderInput';
import { isParcelRequest } from './parcelInput';
import { placeParcelFrom } from './parcelOrder';
import { type PlacedOrder, type PlaceOrderResult, placeOrder } from './placeOrder';
import { placePrescriptionOrder } from './prescriptionRoutes';

/** The reply of customer/order/place. */
export type OrderPlacedWire = OrderPlacedReply;

const idempotencyKeyHeader = v.optional(
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
);

/** The client's key for this checkout attempt (`Idempotency-Key`), or null when it sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const parsed = v.safeParse(idempotencyKeyHeader, request.headers['idempotency-key']);
  if (!parsed.success)
    throw fail(422, 'Idempotency-Key', '{field} is invalid', { field: 'Idempotency-Key' });
  return parsed.output ?? null;
}

/** The reply to a placed order, in the request's language. */
export function placedWire(request: FastifyRequest, order: PlacedOrder): OrderPlacedWire {
  return {
    message: translate(requestLanguage(request), 'Order placed successfully'),
    order_id: order.id,
    total_ammount: order.orderAmount,
    status: order.orderStatus,
    payment_method: order.paymentMethod,
    created_at: order.createdAt.toISOString(),
    user_id: order.customerId ?? 0,
  };
}

/** The reply of a placed order, with the demo payment page's link when it is paid digitally. */
function placedReply(
  request: FastifyRequest,
  placed: PlaceOrderResult,
  origin: string,
): OrderPlacedWire {
  const wire = placedWire(request, placed.order);
  return placed.paymentRequestId === null
    ? wire
    : {
        ...wire,
        redirect_link: paymentPageUrl(origin, placed.paymentRequestId, requestLanguage(request)),
      };
}

/**
 * Placing an order (api-paths "Orders"): a customer by token, or a guest by guest_id when the
 * shop allows guest checkout. The order is built and priced from the server's cart.
 */
export const orderPlaceRoutes: FastifyPluginAsync<OrderRouteContext> = async (
  app,
  { db, imagesDir, trustedOrigins },
) => {
  app.post('/customer/order/place', async (request) => {
    // 6amMart v1 sends a prescription order here as a form with its images.
    if (request.isMultipart())
      return placePrescriptionOrder(request, { db, imagesDir, trustedOrigins });
    const settings = await checkoutSettings(db);
    const customerId = await signedInCustomer(db, request);
    if (customerId === null && !settings.guestCheckout) {
      throw fail(403, 'auth', 'Login required');
    }
    const owner: CartOwner =
      customerId === null ? await cartOwner(db, request, guestIdOf(request)) : { customerId };
    if (isParcelRequest(request.body)) {
      const origin = publicOrigin(request);
      const idempotencyKey = idempotencyKeyOf(request);
      const parcel = { owner, settings, idempotencyKey, origin, trustedOrigins };
      return placedReply(request, await placeParcelFrom(db, request.body, parcel), origin);
    }
    const input = parseInput(placeOrderInput, request.body);
    const idempotencyKey = idempotencyKeyOf(request);
    const origin = publicOrigin(request);
    const callbackUrl = checkedCallbackUrl(input.callback, origin, trustedOrigins);
    const placed = await placeOrder(db, { owner, input, settings, idempotencyKey, callbackUrl });
    return placedReply(request, placed, origin);
  });
};
