// @vitest-environment node
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitPrice } from '../../../../src/core/pricing';
import type { OpenDatabase } from '../../db/database';
import {
  categories,
  flashSaleItems,
  flashSales,
  items,
  modules,
  stores,
  zones,
} from '../../db/schema';
import { itemPriceFields, selectItemsWithStore } from '../../serializers/item';
import { openTestDatabase } from '../../testing/testDatabase';
import { catalogPricing } from './discountedPrice';

let opened: OpenDatabase;
let storeId: number;
let itemId: number;
let saleId: number;

beforeAll(async () => {
  opened = await openTestDatabase();
  const { db } = opened;
  await db
    .insert(modules)
    .values({ id: 1, nameEn: 'Shop', nameAr: 'المتجر', moduleType: 'ecommerce', icon: 'shop.png' });
  const [zone] = await db
    .insert(zones)
    .values({
      nameEn: 'Cairo',
      nameAr: 'القاهرة',
      latitude: 30,
      longitude: 31,
      radiusKm: 10,
      perKmShippingCharge: 1,
      minimumShippingCharge: 1,
      maximumShippingCharge: 1,
    })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ slug: 'c', nameEn: 'C', nameAr: 'ج', image: 'c.png', moduleId: 1 })
    .returning();
  const [store] = await db
    .insert(stores)
    .values({
      moduleId: 1,
      zoneId: zone?.id ?? 0,
      slug: 's',
      nameEn: 'S',
      nameAr: 'س',
      addressEn: 'A',
      addressAr: 'ع',
      logo: 's.png',
      coverPhoto: 's.png',
      latitude: 30,
      longitude: 31,
      deliveryTime: '10 min',
    })
    .returning();
  storeId = store?.id ?? 0;
  const [item] = await db
    .insert(items)
    .values({
      slug: 'i',
      moduleId: 1,
      storeId,
      categoryId: category?.id ?? 0,
      nameEn: 'I',
      nameAr: 'ي',
      descriptionEn: '',
      descriptionAr: '',
      image: 'i.png',
      price: 1,
      stock: 1,
    })
    .returning();
  itemId = item?.id ?? 0;
  const [sale] = await db
    .insert(flashSales)
    .values({ moduleId: 1, titleEn: 'F', titleAr: 'ف', startAt: new Date(0), endAt: new Date(0) })
    .returning();
  saleId = sale?.id ?? 0;
  await db
    .insert(flashSaleItems)
    .values({ flashSaleId: saleId, itemId, discount: 0, discountType: 'percent', stock: 5 });
}, 60_000);

afterAll(async () => {
  await opened.close();
});

const HOUR_MS = 60 * 60 * 1000;

/** Where a sale's window lies around the moment of pricing, as hours from it. */
const SALE_WINDOWS = {
  running: [-1, 1],
  'just started': [0, 1],
  ended: [-2, -1],
  'just ended': [-1, 0],
  upcoming: [1, 2],
} as const;

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);
const discountType = fc.constantFrom('percent' as const, 'amount' as const);
const pricing = fc.record({
  price: cents(5_000),
  discount: fc.oneof(cents(120), fc.integer({ min: -5, max: 0 })),
  discountType,
  storeDiscount: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10),
  ),
  sale: fc.record({
    window: fc.constantFrom(...(Object.keys(SALE_WINDOWS) as Array<keyof typeof SALE_WINDOWS>)),
    discount: cents(120),
    discountType,
  }),
});

describe('the SQL price after discount', () => {
  describe('given any price, item and store discount, and a flash sale before, around or after now', () => {
    it('equals unitPrice of src/core/pricing and the price the item is served at', async () => {
      const { db } = opened;
      const now = new Date();
      await fc.assert(
        fc.asyncProperty(pricing, async (terms) => {
          const [startsIn, endsIn] = SALE_WINDOWS[terms.sale.window];
          await db
            .update(stores)
            .set({ discount: terms.storeDiscount })
            .where(eq(stores.id, storeId));
          await db
            .update(items)
            .set({ price: terms.price, discount: terms.discount, discountType: terms.discountType })
            .where(eq(items.id, itemId));
          await db
            .update(flashSales)
            .set({
              startAt: new Date(now.getTime() + startsIn * HOUR_MS),
              endAt: new Date(now.getTime() + endsIn * HOUR_MS),
            })
            .where(eq(flashSales.id, saleId));
          await db
            .update(flashSaleItems)
            .set({ discount: terms.sale.discount, discountType: terms.sale.discountType })
            .where(eq(flashSaleItems.flashSaleId, saleId));

          const prices = catalogPricing(now);
          const [listed] = await db
            .select({ price: prices.discountedPrice, discounted: prices.isDiscounted })
            .from(items)
            .innerJoin(stores, eq(items.storeId, stores.id))
            .leftJoin(prices.sale, eq(prices.sale.itemId, items.id))
            .where(eq(items.id, itemId));
          const [served] = await selectItemsWithStore(db, now).where(eq(items.id, itemId));

          const onSale = startsIn <= 0 && endsIn > 0;
          const expected = onSale
            ? unitPrice({
                price: terms.price,
                discount: terms.sale.discount,
                discount_type: terms.sale.discountType,
                store_discount: 0,
              })
            : unitPrice({
                price: terms.price,
                discount: terms.discount,
                discount_type: terms.discountType,
                store_discount: terms.storeDiscount,
              });
          expect(listed?.price).toBe(expected);
          expect(served && itemPriceFields(served).discounted_price).toBe(expected);
          expect(served?.saleId).toBe(onSale ? saleId : null);
          expect(listed?.discounted).toBe(
            onSale ? terms.sale.discount > 0 : terms.storeDiscount > 0 || terms.discount > 0,
          );
        }),
        { numRuns: 200 },
      );
      // 200 database round trips: about 4 s on an idle machine, more when both cores are busy.
    }, 30_000);
  });
});
