import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orders } from '../../db/orderSchema';

/**
 * Takes a removed customer's prescription images off their orders inside `tx` (the orders stay,
 * what they say of the customer's health goes). Answers the images' stored names, for the caller
 * to delete once the transaction committed.
 */
export async function erasePrescriptionImages(
  tx: Transaction,
  customerId: number,
): Promise<string[]> {
  const theirs = and(eq(orders.customerId, customerId), eq(orders.prescriptionOrder, true));
  const held = await tx.select({ names: orders.orderAttachment }).from(orders).where(theirs);
  await tx.update(orders).set({ orderAttachment: [] }).where(theirs);
  return held.flatMap((row) => row.names);
}
