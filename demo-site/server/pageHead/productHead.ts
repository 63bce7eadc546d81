import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { catalogImageSrc } from '../../../src/core/catalog/itemImage';
import {
  categoryPagePath,
  HOME_PATH,
  productPath,
  storePath,
} from '../../../src/core/catalog/storefrontRoutes';
import { fromMinor, toMinor } from '../../../src/core/pricing/money';
import type { Database } from '../db/database';
import { categories, items, stores } from '../db/schema';
import { localized, translate } from '../http/language';
import { itemPriceFields, itemWithStoreColumns } from '../serializers/item';
import { runningSaleTerms } from '../serializers/saleTerms';
import type { PageHead } from './headTags';
import { absoluteUrl, type PageContext, pageHead } from './pageBase';
import { recordCondition } from './recordKey';
import type { ShopFacts } from './shopFacts';
import { aggregateRating, availability, breadcrumbList, SCHEMA_CONTEXT } from './structuredData';
import { summarize } from './summary';

const parentCategories = alias(categories, 'parent_category');

/**
 * An item with its store, its price terms at one moment, and its category and that category's
 * parent for the breadcrumb: one indexed read.
 */
function selectProduct(db: Database, now: Date) {
  const sale = runningSaleTerms(now);
  return db
    .select({
      ...itemWithStoreColumns(sale),
      categoryNameEn: categories.nameEn,
      categoryNameAr: categories.nameAr,
      parentCategoryId: parentCategories.id,
      parentCategoryNameEn: parentCategories.nameEn,
      parentCategoryNameAr: parentCategories.nameAr,
    })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .leftJoin(sale, eq(sale.itemId, items.id))
    .innerJoin(categories, eq(items.categoryId, categories.id))
    .leftJoin(parentCategories, eq(categories.parentId, parentCategories.id));
}

/** An item as its product page's head reads it. */
export type ProductRecord = Awaited<ReturnType<typeof selectProduct>>[number];

/** Reads the item a product address names by id or slug; null when there is none. */
export async function readProduct(
  db: Database,
  key: string,
  now = new Date(),
): Promise<ProductRecord | null> {
  const condition = recordCondition(key, { id: items.id, slug: items.slug });
  if (condition === null) return null;
  const [row] = await selectProduct(db, now).where(condition).limit(1);
  return row ?? null;
}

/** A price as structured data writes it: a plain decimal with the shop's decimals ("7.50"). */
export function plainPrice(amount: number, shop: Pick<ShopFacts, 'digits'>): string {
  return fromMinor(toMinor(amount, shop.digits), shop.digits).toFixed(shop.digits);
}

/** The head of a product page: the item's name, price and picture, its offer and its trail. */
export function productHead(context: PageContext, item: ProductRecord): PageHead {
  const { shop } = context;
  const { language } = shop;
  const name = localized(language, item.nameEn, item.nameAr);
  const storeName = localized(language, item.storeNameEn, item.storeNameAr);
  const path = productPath(item);
  const url = absoluteUrl(shop, path);
  const image = catalogImageSrc(item.image, shop.baseUrls, 'item_image_url');
  // The price the page shows: after the sale, store or item discount, by the shared core's rules.
  const price = plainPrice(itemPriceFields(item).discounted_price, shop);
  const description =
    summarize(localized(language, item.descriptionEn, item.descriptionAr)) || name;
  const categoryName = localized(language, item.categoryNameEn, item.categoryNameAr);
  const parentCrumb =
    item.parentCategoryId !== null
      ? [
          {
            name: localized(
              language,
              item.parentCategoryNameEn ?? '',
              item.parentCategoryNameAr ?? '',
            ),
            url: absoluteUrl(shop, categoryPagePath(item.parentCategoryId)),
          },
        ]
      : [];
  const rating = aggregateRating(item.avgRating, item.ratingCount);
  const product = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name,
    description,
    ...(image === null ? {} : { image: [image] }),
    sku: String(item.id),
    url,
    category: categoryName,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: shop.currency,
      availability: availability(item.stock),
      url,
      seller: {
        '@type': 'Store',
        name: storeName,
        url: absoluteUrl(shop, storePath({ id: item.storeId })),
      },
    },
    ...(rating === undefined ? {} : { aggregateRating: rating }),
  };
  return pageHead(context, {
    path,
    name,
    description,
    image,
    // The gallery shows this picture first, eagerly and large: the product page's largest paint.
    leadImage: image,
    openGraphType: 'product',
    meta: [
      { attribute: 'property', key: 'product:price:amount', content: price },
      { attribute: 'property', key: 'product:price:currency', content: shop.currency },
      {
        attribute: 'property',
        key: 'product:availability',
        content: item.stock > 0 ? 'in stock' : 'out of stock',
      },
    ],
    jsonLd: [
      product,
      breadcrumbList([
        { name: translate(language, 'Home'), url: absoluteUrl(shop, HOME_PATH) },
        ...parentCrumb,
        { name: categoryName, url: absoluteUrl(shop, categoryPagePath(item.categoryId)) },
        { name, url },
      ]),
    ],
  });
}
