import type { Locale } from '../../../src/core/i18n';
import type { stores } from '../db/schema';
import { localized } from '../http/language';
import { type ItemWithStore, itemPriceFields } from './item';

/**
 * An item as the search box's dropdown shows it: name, picture and price (spec §3 asks for the
 * name). The dropdown is asked on every pause in typing, so it carries no description,
 * variations or options; choosing a suggestion opens the item's page, which has them.
 */
export interface ItemSuggestionWire {
  id: number;
  slug: string;
  name: string;
  image: string;
  price: number;
  discount: number;
  discount_type: 'percent' | 'amount';
  store_discount: number;
  discounted_price: number;
  store_name: string;
  stock: number;
}

/** A store as the dropdown shows it. */
export interface StoreSuggestionWire {
  id: number;
  slug: string;
  name: string;
  logo: string;
  active: boolean;
  avg_rating: number;
}

/** Serialises an item for the dropdown, priced by the shared core. */
export function itemSuggestionWire(row: ItemWithStore, language: Locale): ItemSuggestionWire {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(language, row.nameEn, row.nameAr),
    image: row.image,
    ...itemPriceFields(row),
    store_name: localized(language, row.storeNameEn, row.storeNameAr),
    stock: row.stock,
  };
}

/** Serialises a store for the dropdown. */
export function storeSuggestionWire(
  row: typeof stores.$inferSelect,
  language: Locale,
): StoreSuggestionWire {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(language, row.nameEn, row.nameAr),
    logo: row.logo,
    active: row.active,
    avg_rating: row.avgRating,
  };
}

/**
 * The JSON schema of the suggestions reply. Fastify compiles a serializer from it, several times
 * faster than JSON.stringify, and a field missing from the schema can never leak into the reply.
 */
export const suggestionsReplySchema = {
  type: 'object',
  required: ['items', 'stores'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          slug: { type: 'string' },
          name: { type: 'string' },
          image: { type: 'string' },
          price: { type: 'number' },
          discount: { type: 'number' },
          discount_type: { type: 'string' },
          store_discount: { type: 'number' },
          discounted_price: { type: 'number' },
          store_name: { type: 'string' },
          stock: { type: 'integer' },
        },
      },
    },
    stores: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          slug: { type: 'string' },
          name: { type: 'string' },
          logo: { type: 'string' },
          active: { type: 'boolean' },
          avg_rating: { type: 'number' },
        },
      },
    },
  },
} as const;
