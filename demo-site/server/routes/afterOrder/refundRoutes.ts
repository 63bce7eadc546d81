import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { MessageReply } from '../../../../src/core/api/wire';
import { checkRefundReason } from '../../../../src/core/validation';
import { orders, refunds } from '../../db/orderSchema';
import { fail } from '../../http/ApiFailure';
import { acceptMultipartForms } from '../../http/multipartForm';
import { parseInput } from '../../http/parseInput';
import { refuseFailedRules } from '../account/fieldRules';
import { messageReply, rowId } from '../account/requestParts';
import type { RouteContext } from '../context';
import { orderCaller, ownedByCaller, ownedOrder } from './orderAccess';
import { checkedPhotos, readPhotoRequest, storePhotos } from './uploadedImages';

/** Where refund photos are kept, under the served pictures folder. */
export const REFUND_PHOTO_FOLDER = 'refund';

/** The form field of the photos, as the 6amMart web sends them (`image[]`). */
const PHOTO_FIELD = 'image';

const refundInput = v.object({
  order_id: rowId(),
  customer_reason: v.optional(v.pipe(v.string(), v.maxLength(255)), ''),
  customer_note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000))), null),
});

/**
 * A refund request for a delivered order of the caller (spec §3 "Refund"): the order becomes
 * refund_requested and a pending refund of its amount is written, once (one refund per order).
 * It comes as a multipart form with up to three photos, or as JSON without photos.
 */
export const refundRoutes: FastifyPluginAsync<RouteContext & { imagesDir: string }> = async (
  app,
  { db, imagesDir },
) => {
  await acceptMultipartForms(app);
  app.post('/customer/order/refund-request', async (request): Promise<MessageReply> => {
    // A guest's id comes inside the form, so the form is read before the caller is known.
    const sent = await readPhotoRequest(request, PHOTO_FIELD);
    const caller = await orderCaller(db, request);
    const input = parseInput(refundInput, sent.fields);
    refuseFailedRules({ customer_reason: checkRefundReason(input.customer_reason) });
    const photos = checkedPhotos(sent.files, PHOTO_FIELD);
    const order = await ownedOrder(db, caller, input.order_id);
    const [earlier] = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .limit(1);
    if (earlier) throw fail(409, 'order_id', 'A refund was already requested for this order');
    if (order.orderStatus !== 'delivered') {
      throw fail(403, 'order_id', 'Only a delivered order can be refunded');
    }
    const stored = await storePhotos(imagesDir, REFUND_PHOTO_FOLDER, photos);
    try {
      await db.transaction(async (tx) => {
        const now = new Date();
        const [requested] = await tx
          .update(orders)
          .set({ orderStatus: 'refund_requested', refundRequested: now, updatedAt: now })
          .where(
            and(
              eq(orders.id, order.id),
              ownedByCaller(caller),
              eq(orders.orderStatus, 'delivered'),
            ),
          )
          .returning({ id: orders.id, amount: orders.orderAmount });
        if (!requested) {
          throw fail(409, 'order_id', 'A refund was already requested for this order');
        }
        await tx.insert(refunds).values({
          orderId: requested.id,
          customerId: order.customerId,
          customerReason: input.customer_reason.trim(),
          customerNote: input.customer_note,
          images: stored.names,
          refundAmount: requested.amount,
        });
      });
    } catch (error) {
      await stored.discard();
      throw error;
    }
    return messageReply(request, 'Refund request sent');
  });
};
