import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customers, modules, zones } from './schema';

/*
 * Support chat and the store-owner and delivery-man applications (issue #19). A customer has at
 * most one conversation, with the shop's support (6amMart's admin, receiver id 0).
 */

/** Who wrote a support message: the customer, or the shop's support. */
export const SUPPORT_SENDERS = ['customer', 'admin'] as const;

/** A customer's conversation with the shop's support. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id'),
    lastMessageTime: timestamp('last_message_time', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('support_conversations_customer').on(table.customerId)],
);

/** One message of a conversation: text, pictures (file names under the chat folder), or both. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: SUPPORT_SENDERS }).notNull(),
    message: text('message'),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    /** Read by the other side: support's answers once the customer opened the conversation. */
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_conversation').on(table.conversationId, table.id)],
);

/**
 * Support's answer that is due: written by whichever server process claims it first once
 * `due_at` has passed (FOR UPDATE SKIP LOCKED), in the transaction that deletes it, so a restart
 * neither loses it nor answers twice. One per conversation: the answer follows the latest message.
 */
export const supportAnswersDue = pgTable(
  'support_answers_due',
  {
    conversationId: integer('conversation_id')
      .primaryKey()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The shopper's language when they wrote (X-localization). */
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    /** What the answer is about, chosen from what the shopper wrote. */
    topic: text('topic').notNull(),
  },
  (table) => [index('support_answers_due_at').on(table.dueAt)],
);

/** A store owner's application: pending until the shop reviews it; not a live store. */
export const storeApplications = pgTable(
  'store_applications',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    addressEn: text('address_en').notNull(),
    addressAr: text('address_ar').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    logo: text('logo').notNull(),
    coverPhoto: text('cover_photo').notNull(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'denied'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('store_applications_phone').on(table.phone),
    uniqueIndex('store_applications_email').on(sql`lower(${table.email})`),
  ],
);

/** A delivery man's registration: pending until the shop reviews it. */
export const deliveryManApplications = pgTable(
  'delivery_man_applications',
  {
    id: serial('id').primaryKey(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    identityType: text('identity_type').notNull(),
    identityNumber: text('identity_number').notNull(),
    identityImages: jsonb('identity_images').$type<string[]>().notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    /** 6amMart's `earning`: 1 freelancer (paid per delivery), 0 on a salary. */
    earning: smallint('earning').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'denied'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('delivery_man_applications_phone').on(table.phone),
    uniqueIndex('delivery_man_applications_email').on(sql`lower(${table.email})`),
    check('delivery_man_applications_earning', sql`${table.earning} in (0, 1)`),
  ],
);
