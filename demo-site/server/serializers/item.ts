import { eq, getTableColumns } from 'drizzle-orm';
import type { Item } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import { unitPrice } from '../../../src/core/pricing';
import type { Database } from '../db/database';
import { items, stores } from '../db/schema';
import { localized } from '../http/language';

/** The columns an item is served from: its own and its store's name, discount and state. */
export const itemWithStoreColumns = {
  ...getTableColumns(items),
  storeNameEn: stores.nameEn,
  storeNameAr: stores.nameAr,
  storeDiscount: stores.discount,
  storeActive: stores.active,
};

/** A row of `itemWithStoreColumns`. */
export type ItemWithStore = typeof items.$inferSelect & {
  storeNameEn: string;
  storeNameAr: string;
  storeDiscount: number;
  storeActive: boolean;
};

/** Starts a select of items joined with their store, for `itemWire`. */
export function selectItemsWithStore(db: Database) {
  return db
    .select(itemWithStoreColumns)
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id));
}

/** An item as the API sends it (6amMart shape), named in the request's language. */
export interface ItemWire extends Item {
  slug: string;
  description: string;
  store_id: number;
  store_name: string;
  store_active: boolean;
  category_id: number;
  module_id: number;
  veg: 0 | 1;
  avg_rating: number;
  rating_count: number;
  order_count: number;
  /** What one unit costs after the store or item discount, priced by the shared core. */
  discounted_price: number;
}

/** An item's price fields as sent, with the price after discounts from `src/core/pricing`. */
export function itemPriceFields(row: ItemWithStore) {
  const priced = {
    price: row.price,
    discount: row.discount,
    discount_type: row.discountType,
    store_discount: row.storeDiscount,
  };
  return { ...priced, discounted_price: unitPrice(priced) };
}

/** Serialises an item row; the price after discounts comes from `src/core/pricing`. */
export function itemWire(row: ItemWithStore, language: Locale): ItemWire {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(language, row.nameEn, row.nameAr),
    description: localized(language, row.descriptionEn, row.descriptionAr),
    image: row.image,
    ...itemPriceFields(row),
    stock: row.stock,
    maximum_cart_quantity: row.maximumCartQuantity,
    available_date_starts: row.availableDateStarts,
    variations: row.variations,
    choice_options: row.choiceOptions,
    store_id: row.storeId,
    store_name: localized(language, row.storeNameEn, row.storeNameAr),
    store_active: row.storeActive,
    category_id: row.categoryId,
    module_id: row.moduleId,
    veg: row.veg ? 1 : 0,
    avg_rating: row.avgRating,
    rating_count: row.ratingCount,
    order_count: row.orderCount,
  };
}
