import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBlock } from '../../../src/core/content';
import { createdAt, money, updatedAt } from './columns';

/*
 * The shop's own content (issue #19, "Content"): the pages its footer links, the newsletter's
 * subscribers and the parcel categories. Re-exported from schema.ts.
 */

/**
 * One page of the footer (about us, terms, privacy, refund, cancellation, shipping), keyed by
 * 6amMart's setting name. The text is stored as structured blocks in each language, never as
 * HTML, so no reader has to trust markup.
 */
export const contentPages = pgTable('content_pages', {
  key: text('key').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: jsonb('body_en').$type<ContentBlock[]>().notNull(),
  bodyAr: jsonb('body_ar').$type<ContentBlock[]>().notNull(),
  updatedAt: updatedAt(),
});

/** A newsletter subscription; the address is kept trimmed and lower-cased, once. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email').on(table.email)],
);

/** What a parcel may be (documents, food, fragile …) and what it costs a kilometre. */
export const parcelCategories = pgTable('parcel_categories', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  image: text('image').notNull(),
  /** Per kilometre, in the shop's currency; null takes the zone's rate. */
  parcelPerKmShippingCharge: money('parcel_per_km_shipping_charge'),
  /** The least a parcel of this category costs; null takes the zone's minimum. */
  parcelMinimumShippingCharge: money('parcel_minimum_shipping_charge'),
  createdAt: createdAt(),
});
