import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { RUNNING_STATUSES } from '../../../../src/core/orders';
import type { Transaction } from '../../db/database';
import { orders, refunds } from '../../db/orderSchema';
import { customers, items, reviews, stores } from '../../db/schema';
import { eraseParcelReceivers } from '../order/parcelReceiverErasure';
import { erasePrescriptionImages } from '../order/prescriptionErasure';

/**
 * What an order keeps of whoever placed it once their account is gone: the delivery address's
 * kind, and nothing that names or finds a person (name, number, address, position).
 */
const ERASED_ADDRESS = sql`jsonb_build_object(
  'contact_person_name', '', 'contact_person_number', '', 'address', '',
  'road', null, 'house', null, 'floor', null, 'latitude', '0', 'longitude', '0')`;

/** An erased customer's pictures: profile picture, reviews' photos, prescription images. */
export interface ErasedPictures {
  profile: string | null;
  reviews: string[];
  prescriptions: string[];
}

const ratingOf = (from: SQL) =>
  sql`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0) ${from})`;

/**
 * Erases a customer inside `tx`: their orders stay (the shop's books) without their personal
 * data, and the customer row goes, and with it, by the schema's cascades, their tokens, codes'
 * tokens, cart, wishlist, saved addresses, wallet and points history and reviews; the ratings of
 * the reviewed items and stores are counted again without them. Returns the stored pictures that
 * went with them, for the caller to delete once the transaction committed.
 */
export async function eraseCustomer(tx: Transaction, customerId: number): Promise<ErasedPictures> {
  const mine = eq(orders.customerId, customerId);
  await tx
    .update(orders)
    .set({
      deliveryAddress: sql`${orders.deliveryAddress} || ${ERASED_ADDRESS}`,
      orderNote: null,
      deliveryInstruction: null,
    })
    .where(mine);
  await eraseParcelReceivers(tx, customerId);
  await tx.update(refunds).set({ customerNote: null }).where(eq(refunds.customerId, customerId));
  const prescriptions = await erasePrescriptionImages(tx, customerId);
  const reviewed = await tx
    .select({ itemId: reviews.itemId, storeId: items.storeId, images: reviews.images })
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.itemId))
    .where(eq(reviews.customerId, customerId));
  const [erased] = await tx
    .delete(customers)
    .where(eq(customers.id, customerId))
    .returning({ image: customers.image });
  const itemIds = [...new Set(reviewed.map((row) => row.itemId))];
  const storeIds = [...new Set(reviewed.map((row) => row.storeId))];
  if (itemIds.length > 0) {
    const ofItem = sql`from ${reviews} where ${reviews.itemId} = ${items.id}`;
    await tx
      .update(items)
      .set({ ratingCount: sql`(select count(*) ${ofItem})`, avgRating: ratingOf(ofItem) })
      .where(inArray(items.id, itemIds));
    const ofStore = sql`from ${reviews} join ${items} on ${items.id} = ${reviews.itemId} where ${items.storeId} = ${stores.id}`;
    await tx
      .update(stores)
      .set({ ratingCount: sql`(select count(*) ${ofStore})`, avgRating: ratingOf(ofStore) })
      .where(inArray(stores.id, storeIds));
  }
  return {
    profile: erased?.image ?? null,
    reviews: reviewed.flatMap((row) => row.images),
    prescriptions,
  };
}

/** Whether the customer has an order whose delivery is still under way. */
export async function hasOngoingOrder(tx: Transaction, customerId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.orderStatus, RUNNING_STATUSES)))
    .limit(1);
  return found !== undefined;
}
