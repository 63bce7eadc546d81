import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { MessageReply } from '../../../../src/core/api/wire';
import { checkRating, checkReviewComment } from '../../../../src/core/validation';
import { orderDetails } from '../../db/orderSchema';
import { items, reviews, stores } from '../../db/schema';
import { fail } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { acceptMultipartForms } from '../../http/multipartForm';
import { numberField, parseInput } from '../../http/parseInput';
import { refuseFailedRules } from '../account/fieldRules';
import { messageReply, rowId } from '../account/requestParts';
import type { RouteContext } from '../context';
import { ownedOrder } from './orderAccess';
import { checkedPhotos, readPhotoRequest, storePhotos } from './uploadedImages';

/** Where review photos are kept, under the served pictures folder. */
export const REVIEW_PHOTO_FOLDER = 'review';

/** The form field of the photos, as 6amMart takes them (`attachment[]`). */
const PHOTO_FIELD = 'attachment';

const reviewInput = v.object({
  item_id: rowId(),
  order_id: rowId(),
  rating: v.optional(numberField(-1_000, 1_000)),
  comment: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
});

/**
 * A customer reviews an item of one of their delivered orders, once per item and order. The
 * item's and its store's rating and count are recomputed from the reviews in the same
 * transaction, with both rows locked first, so reviews written at once never lose a count.
 * It comes as a multipart form with up to three photos, or as JSON without photos.
 */
export const reviewSubmitRoutes: FastifyPluginAsync<RouteContext & { imagesDir: string }> = async (
  app,
  { db, imagesDir },
) => {
  await acceptMultipartForms(app);
  app.post('/items/reviews/submit', async (request): Promise<MessageReply> => {
    const customerId = await requireCustomer(db, request);
    const sent = await readPhotoRequest(request, PHOTO_FIELD);
    const input = parseInput(reviewInput, sent.fields);
    refuseFailedRules({
      rating: checkRating(input.rating),
      comment: checkReviewComment(input.comment),
    });
    const rating = input.rating ?? 0;
    const photos = checkedPhotos(sent.files, PHOTO_FIELD);
    const order = await ownedOrder(db, { customerId }, input.order_id);
    const [line] = await db
      .select({ id: orderDetails.id })
      .from(orderDetails)
      .where(and(eq(orderDetails.orderId, order.id), eq(orderDetails.itemId, input.item_id)))
      .limit(1);
    if (order.delivered === null || !line) {
      throw fail(403, 'order_id', 'Only items of your delivered orders can be reviewed');
    }
    const stored = await storePhotos(imagesDir, REVIEW_PHOTO_FOLDER, photos);
    try {
      await db.transaction(async (tx) => {
        const [item] = await tx
          .select({ storeId: items.storeId })
          .from(items)
          .where(eq(items.id, input.item_id))
          .for('update');
        if (!item) throw fail(404, 'item_id', 'Item not found');
        await tx
          .select({ id: stores.id })
          .from(stores)
          .where(eq(stores.id, item.storeId))
          .for('update');
        const written = await tx
          .insert(reviews)
          .values({
            itemId: input.item_id,
            customerId,
            orderId: order.id,
            rating,
            comment: input.comment.trim(),
            images: stored.names,
          })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (written.length === 0) {
          throw fail(409, 'item_id', 'You already reviewed this item for this order');
        }
        await tx
          .update(items)
          .set({
            ratingCount: sql`(select count(*) from ${reviews} where ${reviews.itemId} = ${items.id})`,
            avgRating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0) from ${reviews} where ${reviews.itemId} = ${items.id})`,
          })
          .where(eq(items.id, input.item_id));
        const ofStore = sql`from ${reviews} join ${items} on ${items.id} = ${reviews.itemId} where ${items.storeId} = ${stores.id}`;
        await tx
          .update(stores)
          .set({
            ratingCount: sql`(select count(*) ${ofStore})`,
            avgRating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0) ${ofStore})`,
          })
          .where(eq(stores.id, item.storeId));
      });
    } catch (error) {
      await stored.discard();
      throw error;
    }
    return messageReply(request, 'Review submitted successfully');
  });
};
