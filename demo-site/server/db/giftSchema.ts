import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orderSchema';
import { customers, items } from './schema';

/*
 * Gift packets (issue #19, spec §1 "a gift/prize spin"): a packet of items a customer may spin
 * once, the draw kept so it can be audited and never rolled again. Re-exported from schema.ts.
 */

/** A packet the home page offers, with its name and words in both languages. */
export const giftPackets = pgTable('gift_packets', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  image: text('image').notNull(),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
});

/** An item a packet may give, and its weight: its chance is the weight over the packet's sum. */
export const giftPacketItems = pgTable(
  'gift_packet_items',
  {
    packetId: integer('packet_id')
      .notNull()
      .references(() => giftPackets.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    weight: integer('weight').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.packetId, table.itemId] }),
    check('gift_packet_items_weight_positive', sql`${table.weight} > 0`),
  ],
);

/** The weights a draw was made over, kept with it so anyone can recompute the pick. */
export interface StoredGiftWeights {
  itemId: number;
  weight: number;
}

/**
 * A customer's one spin of a packet: the nonce, the seed made from it with the server's secret,
 * the weights it was drawn over and the item it gave; `orderId` is the order it went out with.
 */
export const giftDraws = pgTable(
  'gift_draws',
  {
    id: serial('id').primaryKey(),
    packetId: integer('packet_id')
      .notNull()
      .references(() => giftPackets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    nonce: text('nonce').notNull(),
    seed: text('seed').notNull(),
    weights: jsonb('weights').$type<StoredGiftWeights[]>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('gift_draws_one_spin').on(table.packetId, table.customerId)],
);
