import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../src/core/orders/orderStatuses';
import { WALLET_TRANSACTION_TYPES } from '../../../src/core/orders/walletTransactionTypes';
import { createdAt, money, updatedAt } from './columns';
import {
  customers,
  flashSales,
  guests,
  items,
  modules,
  type StoredText,
  type StoredVariation,
  stores,
  zones,
} from './schema';

/*
 * What a purchase leaves behind: saved addresses, orders with their lines and payments, the demo
 * payment page's requests, offline payment details, refunds, and the wallet and loyalty ledgers.
 * Field names follow 6amMart v1's order, address, refund and transaction shapes (spec §3).
 */

/** The kinds of address spec §3 names. */
export const ADDRESS_TYPES = ['home', 'office', 'others'] as const;
/** An address's kind. */
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * Where an order goes, copied onto the order as 6amMart keeps it (`delivery_address`), so editing
 * or deleting a saved address never changes a placed order. Coordinates are strings, as on the wire.
 */
export interface StoredDeliveryAddress {
  contact_person_name: string;
  contact_person_number: string;
  address_type: AddressType;
  address: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  latitude: string;
  longitude: string;
}

/** A customer's saved delivery address; guests send theirs with each order instead. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The active zone the point lies in, decided by the server when the address is saved. */
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    addressType: text('address_type', { enum: ADDRESS_TYPES }).notNull(),
    contactPersonName: text('contact_person_name').notNull(),
    contactPersonNumber: text('contact_person_number').notNull(),
    address: text('address').notNull(),
    road: text('road'),
    house: text('house'),
    floor: text('floor'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('customer_addresses_customer').on(table.customerId, table.id)],
);

/** An order's status: one of spec §4's, the kit's list (src/core/orders). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order is paid, with 6amMart's names. */
export const PAYMENT_METHODS = [
  'cash_on_delivery',
  'wallet',
  'digital_payment',
  'offline_payment',
  'partial_payment',
] as const;
/** An order's payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether an order's money has arrived (spec §4). */
export const PAYMENT_STATUSES = ['paid', 'unpaid'] as const;

/** What an order is: items delivered, items fetched by the shopper, or a parcel sent. */
export const ORDER_TYPES = ['delivery', 'take_away', 'parcel'] as const;

/** Who cancelled an order. */
export const CANCELLERS = ['customer', 'store', 'admin'] as const;

/**
 * An order of one store, for a customer or a guest (or neither, once its customer removed their
 * account: the order stays for the shop's books without them). Every amount was computed by
 * `src/core/pricing` from the server's cart in the transaction that wrote the row; the lifecycle
 * stamps each status's time, and `next_step_at` says when the demo moves it on.
 */
export const orders = pgTable(
  'orders',
  {
    // 6amMart's order ids are six digits from 100001.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull().default('delivery'),
    /** The total charged. */
    orderAmount: money('order_amount').notNull(),
    /** Item, store and flash-sale discounts together, as 6amMart sums them. */
    storeDiscountAmount: money('store_discount_amount').notNull().default(0),
    couponDiscountAmount: money('coupon_discount_amount').notNull().default(0),
    couponCode: text('coupon_code'),
    totalTaxAmount: money('total_tax_amount').notNull().default(0),
    taxStatus: text('tax_status', { enum: ['included', 'excluded'] }).notNull(),
    taxPercentage: doublePrecision('tax_percentage').notNull().default(0),
    deliveryCharge: money('delivery_charge').notNull().default(0),
    /** The fee before a free-delivery coupon or threshold zeroed it. */
    originalDeliveryCharge: money('original_delivery_charge').notNull().default(0),
    dmTips: money('dm_tips').notNull().default(0),
    /** The wallet's share of a partial payment. */
    partiallyPaidAmount: money('partially_paid_amount').notNull().default(0),
    /** Store to address, in kilometres. */
    distance: doublePrecision('distance').notNull().default(0),
    deliveryAddress: jsonb('delivery_address').$type<StoredDeliveryAddress>().notNull(),
    orderNote: text('order_note'),
    deliveryInstruction: text('delivery_instruction'),
    cutlery: boolean('cutlery').notNull().default(false),
    unavailableItemNote: text('unavailable_item_note'),
    cancellationReason: text('cancellation_reason'),
    canceledBy: text('canceled_by', { enum: CANCELLERS }),
    transactionReference: text('transaction_reference'),
    /** The client's key for one checkout attempt: a retry with it answers the same order. */
    idempotencyKey: text('idempotency_key'),
    pending: timestamp('pending', { withTimezone: true }),
    confirmed: timestamp('confirmed', { withTimezone: true }),
    processing: timestamp('processing', { withTimezone: true }),
    handover: timestamp('handover', { withTimezone: true }),
    pickedUp: timestamp('picked_up', { withTimezone: true }),
    delivered: timestamp('delivered', { withTimezone: true }),
    canceled: timestamp('canceled', { withTimezone: true }),
    refundRequested: timestamp('refund_requested', { withTimezone: true }),
    refunded: timestamp('refunded', { withTimezone: true }),
    failed: timestamp('failed', { withTimezone: true }),
    /** When the demo lifecycle moves the order to its next status; null when it waits or is done. */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    /** Placed with prescription images and no lines: the pharmacy prices it later. */
    prescriptionOrder: boolean('prescription_order').notNull().default(false),
    /** The prescription images' stored names (upload folder `prescription`), in the order sent. */
    orderAttachment: jsonb('order_attachment').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('orders_one_owner', sql`${table.customerId} is null or ${table.guestId} is null`),
    check('orders_amount_not_negative', sql`${table.orderAmount} >= 0`),
    uniqueIndex('orders_customer_attempt').on(table.customerId, table.idempotencyKey),
    uniqueIndex('orders_guest_attempt').on(table.guestId, table.idempotencyKey),
    index('orders_customer_newest').on(table.customerId, table.id.desc()),
    index('orders_guest').on(table.guestId),
    index('orders_next_step').on(table.nextStepAt).where(sql`${table.nextStepAt} is not null`),
  ],
);

/** An order line's item as it was sold: its name in both languages and its picture. */
export interface StoredOrderItem {
  name: StoredText;
  image: string | null;
  /**
   * The chosen variation as the shopper read it, in both languages (the line's `variation`
   * keeps its stored code); absent without a variation, and on lines written before it was kept.
   */
  variation?: StoredText;
}

/** The lines of an order: item, chosen variation, unit price and discount, quantity. */
export const orderDetails = pgTable(
  'order_details',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    model: text('model', { enum: ['Item', 'ItemCampaign'] }).notNull(),
    itemDetails: jsonb('item_details').$type<StoredOrderItem>().notNull(),
    variation: jsonb('variation').$type<StoredVariation[]>().notNull().default([]),
    variationKey: text('variation_key').notNull().default(''),
    /** The unit price before any discount. */
    price: money('price').notNull(),
    /** The discount on one unit (item, store or flash sale). */
    discountOnItem: money('discount_on_item').notNull().default(0),
    quantity: integer('quantity').notNull(),
    taxAmount: money('tax_amount').notNull().default(0),
    /** The flash sale the line was sold in, whose stock it took (and gives back on a cancel). */
    flashSaleId: integer('flash_sale_id').references(() => flashSales.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('order_details_quantity_positive', sql`${table.quantity} > 0`),
    index('order_details_order').on(table.orderId),
  ],
);

/** The parts an order is paid in: one, or the wallet and another method for a partial payment. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    amount: money('amount').notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    createdAt: createdAt(),
  },
  (table) => [index('order_payments_order').on(table.orderId)],
);

/**
 * A payment the demo payment page asks the shopper to approve or deny: an order's digital payment
 * or a wallet top-up. The id is unguessable; the page returns to `callback_url` with the outcome.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['order', 'add_fund'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'denied'] })
      .notNull()
      .default('pending'),
    callbackUrl: text('callback_url').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('payment_requests_amount_positive', sql`${table.amount} > 0`),
    check(
      'payment_requests_order_has_order',
      sql`${table.purpose} <> 'order' or ${table.orderId} is not null`,
    ),
  ],
);

/** A field the shop shows for an offline method (its account number), as 6amMart's method_fields. */
export interface StoredMethodField {
  input_name: string;
  input_data: string;
}

/** A field the shopper fills for an offline method (the transfer's reference), as method_informations. */
export interface StoredMethodInformation {
  customer_input: string;
  customer_placeholder: StoredText;
  is_required: boolean;
}

/** The shop's offline payment methods (a bank transfer, a mobile wallet): `offline_payment_method_list`. */
export const offlinePaymentMethods = pgTable('offline_payment_methods', {
  id: serial('id').primaryKey(),
  methodName: jsonb('method_name').$type<StoredText>().notNull(),
  methodFields: jsonb('method_fields').$type<StoredMethodField[]>().notNull().default([]),
  methodInformations: jsonb('method_informations')
    .$type<StoredMethodInformation[]>()
    .notNull()
    .default([]),
  status: boolean('status').notNull().default(true),
});

/** What a shopper sent for an order paid offline, until the demo verifies or denies it. */
export const offlinePayments = pgTable(
  'offline_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    methodId: integer('method_id')
      .notNull()
      .references(() => offlinePaymentMethods.id),
    customerData: jsonb('customer_data').$type<Record<string, string>>().notNull(),
    customerNote: text('customer_note'),
    status: text('status', { enum: ['pending', 'verified', 'denied'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('offline_payments_order').on(table.orderId)],
);

/** A refund request for a delivered order (spec §3 "Refund"). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerReason: text('customer_reason').notNull(),
    customerNote: text('customer_note'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    refundAmount: money('refund_amount').notNull(),
    refundStatus: text('refund_status', { enum: ['pending', 'approved', 'rejected', 'refunded'] })
      .notNull()
      .default('pending'),
    adminNote: text('admin_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('refunds_order').on(table.orderId)],
);

/**
 * The wallet's ledger: each row moves money in (credit) or out (debit) and records the balance
 * after it, written in the transaction that changes `customers.wallet_balance`.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id').notNull().defaultRandom(),
    /** What the money moved for: an order id, a payment request, a points conversion. */
    reference: text('reference'),
    transactionType: text('transaction_type', { enum: WALLET_TRANSACTION_TYPES }).notNull(),
    debit: money('debit').notNull().default(0),
    credit: money('credit').notNull().default(0),
    adminBonus: money('admin_bonus').notNull().default(0),
    balance: money('balance').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('wallet_transactions_balance', sql`${table.balance} >= 0`),
    uniqueIndex('wallet_transactions_transaction').on(table.transactionId),
    index('wallet_transactions_customer_newest').on(table.customerId, table.id.desc()),
  ],
);

/** The bonuses a wallet top-up earns (`wallet/bonuses`). */
export const walletBonuses = pgTable('wallet_bonuses', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<StoredText>().notNull(),
  description: jsonb('description').$type<StoredText>().notNull(),
  bonusType: text('bonus_type', { enum: ['percentage', 'amount'] }).notNull(),
  bonusAmount: money('bonus_amount').notNull(),
  minimumAddAmount: money('minimum_add_amount').notNull().default(0),
  maximumBonusAmount: money('maximum_bonus_amount').notNull().default(0),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  status: boolean('status').notNull().default(true),
});

/** The loyalty points' ledger: points earned on delivered orders, spent into the wallet. */
export const loyaltyPointTransactions = pgTable(
  'loyalty_point_transactions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id').notNull().defaultRandom(),
    reference: text('reference'),
    transactionType: text('transaction_type', {
      enum: ['order_place', 'point_to_wallet'],
    }).notNull(),
    debit: integer('debit').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    balance: integer('balance').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('loyalty_point_transactions_balance', sql`${table.balance} >= 0`),
    uniqueIndex('loyalty_point_transactions_transaction').on(table.transactionId),
    index('loyalty_point_transactions_customer_newest').on(table.customerId, table.id.desc()),
  ],
);
