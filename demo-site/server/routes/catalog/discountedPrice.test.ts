// @vitest-environment node
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitPrice } from '../../../../src/core/pricing';
import type { OpenDatabase } from '../../db/database';
import { categories, items, modules, stores, zones } from '../../db/schema';
import { openTestDatabase } from '../../testing/testDatabase';
import { discountedPrice, isDiscounted } from './discountedPrice';

let opened: OpenDatabase;
let storeId: number;
let itemId: number;

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
}, 60_000);

afterAll(async () => {
  await opened.close();
});

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);
const pricing = fc.record({
  price: cents(5_000),
  discount: fc.oneof(cents(120), fc.integer({ min: -5, max: 0 })),
  discountType: fc.constantFrom('percent' as const, 'amount' as const),
  storeDiscount: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10),
  ),
});

describe('the SQL price after discount', () => {
  it('equals unitPrice of src/core/pricing for every price and discount', async () => {
    const { db } = opened;
    await fc.assert(
      fc.asyncProperty(pricing, async (terms) => {
        await db
          .update(stores)
          .set({ discount: terms.storeDiscount })
          .where(eq(stores.id, storeId));
        await db
          .update(items)
          .set({ price: terms.price, discount: terms.discount, discountType: terms.discountType })
          .where(eq(items.id, itemId));
        const [row] = await db
          .select({ price: discountedPrice, discounted: isDiscounted })
          .from(items)
          .innerJoin(stores, eq(items.storeId, stores.id))
          .where(eq(items.id, itemId));
        const expected = unitPrice({
          price: terms.price,
          discount: terms.discount,
          discount_type: terms.discountType,
          store_discount: terms.storeDiscount,
        });
        expect(row?.price).toBe(expected);
        expect(row?.discounted).toBe(terms.storeDiscount > 0 || terms.discount > 0);
      }),
      { numRuns: 200 },
    );
  });
});
