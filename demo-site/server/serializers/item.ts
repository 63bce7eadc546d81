import { eq, getTableColumns } from 'drizzle-orm';
import type { Item, ItemFlashSale } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import { type PricedItem, unitPrice } from '../../../src/core/pricing';
import type { Database } from '../db/database';
import { items, stores } from '../db/schema';
import { localized } from '../http/language';
import {
  pricingTermColumns,
  type RunningSaleTerms,
  runningSaleColumns,
  runningSaleTerms,
} from './saleTerms';
import { choiceOptionsWire, variationWire } from './variation';

/**
 * The columns an item is served from: its own, its store's name and state, the discount terms it
 * is priced with (a running flash sale's replace the item's and the store's) and that sale.
 * Select them from items joined with stores and left-joined with `sale`.
 */
export function itemWithStoreColumns(sale: RunningSaleTerms) {
  return {
    ...getTableColumns(items),
    ...pricingTermColumns(sale),
    storeNameEn: stores.nameEn,
    storeNameAr: stores.nameAr,
    storeActive: stores.active,
    ...runningSaleColumns(sale),
  };
}

/** Starts a select of items joined with their store and priced as of `now`, for `itemWire`. */
export function selectItemsWithStore(db: Database, now = new Date()) {
  const sale = runningSaleTerms(now);
  return db
    .select(itemWithStoreColumns(sale))
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .leftJoin(sale, eq(sale.itemId, items.id));
}

/** A row of `itemWithStoreColumns`. */
export type ItemWithStore = Awaited<ReturnType<typeof selectItemsWithStore>>[number];

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
  /** What one unit costs after the sale, store or item discount, priced by the shared core. */
  discounted_price: number;
  /** The flash sale whose terms the discount fields carry, or null when none runs for it. */
  flash_sale: ItemFlashSale | null;
}

/** What src/core/pricing reads of an item row: its price and the terms it is priced with. */
export function pricedItem(
  row: Pick<ItemWithStore, 'price' | 'discount' | 'discountType' | 'storeDiscount'>,
): Required<Omit<PricedItem, 'selectedOption'>> {
  return {
    price: row.price,
    discount: row.discount,
    discount_type: row.discountType,
    store_discount: row.storeDiscount,
  };
}

/** An item's price fields as sent, with the price after discounts from `src/core/pricing`. */
export function itemPriceFields(row: ItemWithStore) {
  const priced = pricedItem(row);
  return { ...priced, discounted_price: unitPrice(priced) };
}

/** The running flash sale of an item row, or null when it is on none. */
export function itemFlashSaleWire(row: ItemWithStore): ItemFlashSale | null {
  if (row.saleId === null || row.saleEndAt === null || row.saleAvailableStock === null) {
    return null;
  }
  return {
    id: row.saleId,
    end_at: row.saleEndAt.toISOString(),
    available_stock: row.saleAvailableStock,
  };
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
    variations: row.variations.map((variation) =>
      variationWire(variation, row.choiceOptions, language),
    ),
    choice_options: choiceOptionsWire(row.choiceOptions, language),
    store_id: row.storeId,
    store_name: localized(language, row.storeNameEn, row.storeNameAr),
    store_active: row.storeActive,
    category_id: row.categoryId,
    module_id: row.moduleId,
    veg: row.veg ? 1 : 0,
    avg_rating: row.avgRating,
    rating_count: row.ratingCount,
    order_count: row.orderCount,
    flash_sale: itemFlashSaleWire(row),
  };
}
