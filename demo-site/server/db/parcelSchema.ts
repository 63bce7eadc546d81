import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { parcelCategories } from './contentSchema';
import { orders, type StoredDeliveryAddress } from './orderSchema';

/*
 * Parcel orders (issue #19, "Modules beyond grocery"): an order whose `order_type` is 'parcel'
 * keeps the sender on the order (`delivery_address`) and what only a parcel has here: its
 * category, the receiver and who pays. Re-exported from schema.ts.
 */

/** Who pays for a parcel, as 6amMart's `charge_payer` names them. */
export const CHARGE_PAYERS = ['sender', 'receiver'] as const;
/** Who pays for a parcel. */
export type ChargePayer = (typeof CHARGE_PAYERS)[number];

/** The parcel half of a parcel order: one row per order, gone with it. */
export const parcelOrders = pgTable('parcel_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  parcelCategoryId: integer('parcel_category_id')
    .notNull()
    .references(() => parcelCategories.id),
  /** The receiver's contact and address, copied as sent (6amMart's `receiver_details`). */
  receiverDetails: jsonb('receiver_details').$type<StoredDeliveryAddress>().notNull(),
  chargePayer: text('charge_payer', { enum: CHARGE_PAYERS }).notNull(),
});
