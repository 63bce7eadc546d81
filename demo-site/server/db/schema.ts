import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';

/*
 * The demo API's one schema. Names and units follow 6amMart's wire shapes: money is numeric with
 * two decimals (read as numbers), text the shop shows comes in an Arabic and an English column.
 * Addresses, orders, payments, wallet, loyalty and refunds live in `orderSchema.ts`.
 */

/**
 * A variation as stored on an item: its type, one option code of each group joined by '-'
 * ("Large-Red", the same in every language; cart lines are keyed by it), own price and stock.
 */
export interface StoredVariation {
  type: string;
  price: number;
  stock: number;
}

/**
 * One day's opening hours, as 6amMart's store schedule: `day` 0 is Sunday, times are the zone's
 * local "HH:MM:SS". A closing time before the opening one ends the next morning; an equal one
 * means open around the clock. A day without an entry is a closed day.
 */
export interface StoredSchedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

/** A text in both shop languages. */
export interface StoredText {
  en: string;
  ar: string;
}

/**
 * A group of options an item offers, as 6amMart's choice_options: `options` are codes, and the
 * title and each option read in the request's language (a plain title, or a code without a
 * label, reads the same in both).
 */
export interface StoredChoiceOption {
  name: string;
  title: string | StoredText;
  options: string[];
  /** How each option code reads in each language. */
  labels?: Record<string, StoredText>;
}

/** Shop-wide settings: the config of spec §3 and the landing data, one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Business modules; id 1 is the fixed ecommerce module. */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  moduleType: text('module_type').notNull(),
  icon: text('icon').notNull(),
  status: boolean('status').notNull().default(true),
});

/** Delivery zones: a centre and radius, and the fee rules of spec §3. */
export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  radiusKm: doublePrecision('radius_km').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  perKmShippingCharge: money('per_km_shipping_charge').notNull(),
  minimumShippingCharge: money('minimum_shipping_charge').notNull(),
  maximumShippingCharge: money('maximum_shipping_charge').notNull(),
  increasedDeliveryFee: doublePrecision('increased_delivery_fee').notNull().default(0),
  increasedDeliveryFeeStatus: smallint('increased_delivery_fee_status').notNull().default(0),
});

/** Categories; a parent has `parentId` null, its children point at it. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): PgColumn => categories.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    image: text('image').notNull(),
    priority: integer('priority').notNull().default(0),
  },
  (table) => [
    uniqueIndex('categories_slug').on(table.slug),
    index('categories_parent').on(table.parentId),
  ],
);

/** Vendors; a closed store (`active` false) shows but takes no orders. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    addressEn: text('address_en').notNull(),
    addressAr: text('address_ar').notNull(),
    logo: text('logo').notNull(),
    coverPhoto: text('cover_photo').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    active: boolean('active').notNull().default(true),
    discount: doublePrecision('discount').notNull().default(0),
    minimumOrder: money('minimum_order').notNull().default(0),
    deliveryTime: text('delivery_time').notNull(),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    schedules: jsonb('schedules').$type<StoredSchedule[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('stores_slug').on(table.slug),
    index('stores_name_en_trgm').using('gin', sql`lower(${table.nameEn}) gin_trgm_ops`),
    index('stores_name_ar_trgm').using('gin', sql`${table.nameAr} gin_trgm_ops`),
  ],
);

/** Campaigns: time-boxed promotions whose items carry `available_date_starts`. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  image: text('image').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
});

/** Products. Campaign items point at their campaign and carry its start date. */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    image: text('image').notNull(),
    price: money('price').notNull(),
    discount: doublePrecision('discount').notNull().default(0),
    discountType: text('discount_type', { enum: ['percent', 'amount'] })
      .notNull()
      .default('percent'),
    stock: integer('stock').notNull(),
    maximumCartQuantity: integer('maximum_cart_quantity'),
    availableDateStarts: date('available_date_starts', { mode: 'string' }),
    variations: jsonb('variations').$type<StoredVariation[]>().notNull().default([]),
    choiceOptions: jsonb('choice_options').$type<StoredChoiceOption[]>().notNull().default([]),
    veg: boolean('veg').notNull().default(false),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('items_slug').on(table.slug),
    index('items_store').on(table.storeId),
    index('items_category').on(table.categoryId),
    index('items_campaign').on(table.campaignId),
    index('items_name_en_trgm').using('gin', sql`lower(${table.nameEn}) gin_trgm_ops`),
    index('items_name_ar_trgm').using('gin', sql`${table.nameAr} gin_trgm_ops`),
    check('items_price_not_negative', sql`${table.price} >= 0`),
    check('items_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

/** Home banners, each leading to an item, a store or nowhere. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  zoneId: integer('zone_id').references(() => zones.id),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  image: text('image').notNull(),
  type: text('type', { enum: ['item_wise', 'store_wise', 'default'] }).notNull(),
  itemId: integer('item_id').references(() => items.id),
  storeId: integer('store_id').references(() => stores.id),
});

/** Flash sales: a window of time with discounted stock of some items. */
export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
});

/** An item on flash sale, with the sale's own discount and stock. */
export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    discount: doublePrecision('discount').notNull(),
    discountType: text('discount_type', { enum: ['percent', 'amount'] }).notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.flashSaleId, table.itemId] })],
);

/** Coupons of spec §3; `data` holds the zone or store ids a coupon is limited to. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    code: text('code').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    couponType: text('coupon_type', {
      enum: ['zone_wise', 'store_wise', 'free_delivery', 'default'],
    }).notNull(),
    discountType: text('discount_type', { enum: ['percent', 'amount'] }).notNull(),
    discount: doublePrecision('discount').notNull(),
    maxDiscount: money('max_discount').notNull().default(0),
    minPurchase: money('min_purchase').notNull().default(0),
    data: jsonb('data').$type<number[]>().notNull().default([]),
    zoneId: integer('zone_id').references(() => zones.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expireDate: date('expire_date', { mode: 'string' }).notNull(),
    usageLimit: integer('usage_limit'),
    status: boolean('status').notNull().default(true),
  },
  (table) => [uniqueIndex('coupons_code').on(table.code)],
);

/** Customers. A phone is the login; an e-mail may be used too. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    image: text('image'),
    walletBalance: money('wallet_balance').notNull().default(0),
    loyaltyPoint: integer('loyalty_point').notNull().default(0),
    refCode: text('ref_code').notNull(),
    /** The customer whose referral code this one signed up with. */
    refBy: integer('ref_by').references((): PgColumn => customers.id, { onDelete: 'set null' }),
    interest: jsonb('interest').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customers_phone').on(table.phone),
    uniqueIndex('customers_email').on(sql`lower(${table.email})`),
    uniqueIndex('customers_ref_code').on(table.refCode),
    // Balances never go negative, whatever runs at once: the database refuses the write.
    check('customers_wallet_balance', sql`${table.walletBalance} >= 0`),
    check('customers_loyalty_point', sql`${table.loyaltyPoint} >= 0`),
  ],
);

/** Bearer tokens, stored as SHA-256 hashes; a leaked table grants nothing. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_tokens_customer').on(table.customerId)],
);

/** One-time codes: phone verification (4 digits) and password reset; stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['verify_phone', 'reset_password'] }).notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('one_time_codes_phone').on(table.phone, table.purpose)],
);

/**
 * What a phone has spent on one-time codes of one purpose, across all its codes: wrong guesses
 * since the last lock, how many locks so far (each twice as long), until when it is locked, and
 * how many codes were sent in the current hour.
 */
export const codeBudgets = pgTable(
  'code_budgets',
  {
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['verify_phone', 'reset_password'] }).notNull(),
    failures: integer('failures').notNull().default(0),
    locks: integer('locks').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    codesIssued: integer('codes_issued').notNull().default(0),
    issueWindowStartedAt: timestamp('issue_window_started_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.purpose] })],
);

/** Guests: an unguessable id that owns a cart and nothing else. */
export const guests = pgTable('guests', {
  id: uuid('id').primaryKey(),
  createdAt: createdAt(),
});

/** Cart lines of a customer or of a guest (exactly one), one per item and variation. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    model: text('model', { enum: ['Item', 'ItemCampaign'] }).notNull(),
    variation: jsonb('variation').$type<StoredVariation[]>().notNull().default([]),
    variationKey: text('variation_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('cart_items_one_owner', sql`(${table.customerId} is null) <> (${table.guestId} is null)`),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
    uniqueIndex('cart_items_customer_line').on(table.customerId, table.itemId, table.variationKey),
    uniqueIndex('cart_items_guest_line').on(table.guestId, table.itemId, table.variationKey),
  ],
);

/** A customer's favourite items and stores (exactly one of the two per row). */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id),
    storeId: integer('store_id').references(() => stores.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('wishlists_one_target', sql`(${table.itemId} is null) <> (${table.storeId} is null)`),
    uniqueIndex('wishlists_item').on(table.customerId, table.itemId),
    uniqueIndex('wishlists_store').on(table.customerId, table.storeId),
  ],
);

/** A customer's rating of an item (1 to 5) with the comment as they wrote it, in their language. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * The delivered order the review is of (orders.id, in orderSchema.ts; seeded reviews have
     * none). The route checks the order in the transaction that writes the review.
     */
    orderId: integer('order_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    // An item's reviews are listed newest first, a page at a time.
    index('reviews_item_newest').on(table.itemId, table.createdAt.desc(), table.id.desc()),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    // One review per item of an order.
    uniqueIndex('reviews_order_item').on(table.orderId, table.itemId),
  ],
);
export * from './accountSchema';

/** Support chat and the store-owner and delivery-man applications (issue #19). */
export * from './supportSchema';
export * from './contentSchema';
export * from './giftSchema';
export * from './parcelSchema';
