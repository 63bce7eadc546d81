import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { authTokens, customers } from './schema';

/*
 * Tables of the account section of issue #19: tokens that may only verify a phone, and the push
 * token a client registers. Kept apart from schema.ts so the session's schemas merge cleanly.
 */

/**
 * Tokens issued while the shop asks for phone verification (config `customer_verification`) to a
 * customer whose phone is not verified yet: they open nothing until the phone is verified, when
 * the row goes and the same token becomes a full one.
 */
export const verifyOnlyTokens = pgTable(
  'verify_only_tokens',
  {
    tokenHash: text('token_hash')
      .primaryKey()
      .references(() => authTokens.tokenHash, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('verify_only_tokens_customer').on(table.customerId)],
);

/** The push token (`cm_firebase_token`) a customer's client registered; kept, never pushed to. */
export const pushTokens = pgTable('push_tokens', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  updatedAt: updatedAt(),
});
