import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { checkPrescriptionImages, PRESCRIPTION_MAX_IMAGES } from '../../../../src/core/validation';
import type { Database } from '../../db/database';
import { fail } from '../../http/ApiFailure';
import { type CartOwner, cartOwner, signedInCustomer } from '../../http/identity';
import { parseInput } from '../../http/parseInput';
import { checkedCallbackUrl } from '../../payment/paymentRequests';
import { refuseFailedRules } from '../account/fieldRules';
import { guestIdOf } from '../account/requestParts';
import { checkedPhotos, readPhotoRequest, storePhotos } from '../afterOrder/uploadedImages';
import { publicOrigin } from '../context';
import type { OrderRouteContext } from '.';
import { type CheckoutSettings, checkoutSettings } from './checkoutSettings';
import { CHOSEN_PAYMENT_METHODS, placeOrderInput } from './orderInput';
import { type OrderPlacedWire, idempotencyKeyOf, placedWire } from './orderPlaceRoutes';
import { placeOrder } from './placeOrder';
import { writePrescriptionOrder } from './prescriptionPlace';
import { PRESCRIPTION_FOLDER } from './prescriptionWire';

/** The form field of the images, as the 6amMart web sends them (`order_attachment[]`). */
const ATTACHMENT_FIELD = 'order_attachment';

/** A prescription order's fields: any order's, the payment method optional (6amMart sends none). */
const prescriptionInput = v.object({
  ...placeOrderInput.entries,
  payment_method: v.optional(v.picklist(CHOSEN_PAYMENT_METHODS), 'cash_on_delivery'),
  // The 6amMart web appends its tip variable whatever it holds: empty, or a missing one's text.
  dm_tips: v.optional(
    v.union([
      placeOrderInput.entries.dm_tips,
      v.pipe(
        v.picklist(['', 'null', 'undefined']),
        v.transform(() => null),
      ),
    ]),
    null,
  ),
});

/**
 * Places a prescription order from a multipart form: 1 to 3 images checked by the upload service
 * (type from the bytes, 2 MB each), stored only once every field passed, and taken back when the
 * order is refused or was already placed with the same Idempotency-Key.
 */
export async function placePrescriptionOrder(
  request: FastifyRequest,
  { db, imagesDir, trustedOrigins }: Pick<OrderRouteContext, 'db' | 'imagesDir' | 'trustedOrigins'>,
): Promise<OrderPlacedWire> {
  // A guest's id comes inside the form, so the form is read before the caller is known.
  const sent = await readPhotoRequest(request, ATTACHMENT_FIELD, PRESCRIPTION_MAX_IMAGES);
  const settings = await checkoutSettings(db);
  const owner = await prescriptionOwner(db, request, settings);
  const input = parseInput(prescriptionInput, sent.fields);
  if (input.payment_method !== 'cash_on_delivery' || input.partial_payment) {
    throw fail(422, 'payment_method', 'A prescription order is paid in cash on delivery');
  }
  refuseFailedRules({ [ATTACHMENT_FIELD]: checkPrescriptionImages(sent.files.length) });
  const photos = checkedPhotos(sent.files, ATTACHMENT_FIELD);
  const idempotencyKey = idempotencyKeyOf(request);
  const origin = publicOrigin(request);
  const callbackUrl = checkedCallbackUrl(input.callback, origin, trustedOrigins);
  const stored = await storePhotos(imagesDir, PRESCRIPTION_FOLDER, photos);
  try {
    const placed = await placeOrder(
      db,
      { owner, input, settings, idempotencyKey, callbackUrl, attachments: stored.names },
      writePrescriptionOrder,
    );
    // The retry's copies are not the order's images: the first request's are.
    if (placed.replayed) await stored.discard();
    return placedWire(request, placed.order);
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

/** Who places it: a customer by token, or a guest when the shop allows guest checkout. */
async function prescriptionOwner(
  db: Database,
  request: FastifyRequest,
  settings: CheckoutSettings,
): Promise<CartOwner> {
  const customerId = await signedInCustomer(db, request);
  if (customerId !== null) return { customerId };
  if (!settings.guestCheckout) throw fail(403, 'auth', 'Login required');
  return cartOwner(db, request, guestIdOf(request));
}

/**
 * The 6amMart web's path of a prescription order (`customer/order/prescription/place`); a
 * multipart customer/order/place, as 6amMart v1's apps send it, is answered the same way.
 */
export const prescriptionRoutes: FastifyPluginAsync<OrderRouteContext> = async (app, context) => {
  app.post('/customer/order/prescription/place', (request) =>
    placePrescriptionOrder(request, context),
  );
};
