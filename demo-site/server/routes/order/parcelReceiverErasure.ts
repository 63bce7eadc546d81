import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orders } from '../../db/orderSchema';
import { parcelOrders } from '../../db/schema';

/** What a parcel keeps of its receiver once its sender's account is gone: the address's kind. */
const ERASED_RECEIVER = sql`jsonb_build_object(
  'contact_person_name', '', 'contact_person_number', '', 'address', '',
  'road', null, 'house', null, 'floor', null, 'latitude', '0', 'longitude', '0')`;

/**
 * Erases, inside `tx`, the receivers of the parcels a removed customer sent: the customer typed
 * them in, so they go with the rest of what the customer's orders kept of people.
 */
export async function eraseParcelReceivers(tx: Transaction, customerId: number): Promise<void> {
  await tx
    .update(parcelOrders)
    .set({ receiverDetails: sql`${parcelOrders.receiverDetails} || ${ERASED_RECEIVER}` })
    .where(
      sql`${parcelOrders.orderId} in (select ${orders.id} from ${orders} where ${eq(orders.customerId, customerId)})`,
    );
}
