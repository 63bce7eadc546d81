import type { Database } from '../db/database';
import { categories, items, modules, stores, zones } from '../db/schema';

/*
 * A large made-up catalog (thousands of items with English and Arabic names) for measuring
 * search: names combine a kind, a product and a number, so every term matches a known share.
 */

/** Products of the synthetic names, English and Arabic; each names 1/40 of the items. */
const PRODUCTS = [
  ['apple', 'تفاح'],
  ['banana', 'موز'],
  ['cherry', 'كرز'],
  ['date', 'تمر'],
  ['fig', 'تين'],
  ['grape', 'عنب'],
  ['guava', 'جوافة'],
  ['lemon', 'ليمون'],
  ['mango', 'مانجو'],
  ['melon', 'شمام'],
  ['orange', 'برتقال'],
  ['peach', 'خوخ'],
  ['pear', 'كمثرى'],
  ['plum', 'برقوق'],
  ['pomegranate', 'رمان'],
  ['strawberry', 'فراولة'],
  ['watermelon', 'بطيخ'],
  ['apricot', 'مشمش'],
  ['bread', 'خبز'],
  ['cheese', 'جبن'],
  ['milk', 'حليب'],
  ['yogurt', 'زبادي'],
  ['butter', 'زبدة'],
  ['honey', 'عسل'],
  ['rice', 'أرز'],
  ['lentils', 'عدس'],
  ['beans', 'فول'],
  ['chickpeas', 'حمص'],
  ['pasta', 'مكرونة'],
  ['flour', 'دقيق'],
  ['sugar', 'سكر'],
  ['salt', 'ملح'],
  ['coffee', 'قهوة'],
  ['tea', 'شاي'],
  ['juice', 'عصير'],
  ['water', 'مياه'],
  ['soap', 'صابون'],
  ['shampoo', 'شامبو'],
  ['tissues', 'مناديل'],
  ['vitamins', 'فيتامينات'],
] as const;

const KINDS = [
  ['Fresh', 'طازج'],
  ['Organic', 'عضوي'],
  ['Local', 'محلي'],
  ['Imported', 'مستورد'],
  ['Premium', 'فاخر'],
] as const;

/** Inserts `count` synthetic items over `storeCount` stores and refreshes the planner's statistics. */
export async function insertSyntheticCatalog(
  db: Database,
  count: number,
  storeCount: number,
): Promise<void> {
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
      radiusKm: 50,
      isDefault: true,
      perKmShippingCharge: 5,
      minimumShippingCharge: 10,
      maximumShippingCharge: 60,
    })
    .returning({ id: zones.id });
  const [category] = await db
    .insert(categories)
    .values({ slug: 'all', nameEn: 'All', nameAr: 'الكل', image: 'all.png', moduleId: 1 })
    .returning({ id: categories.id });
  const storeIds = (
    await db
      .insert(stores)
      .values(
        Array.from({ length: storeCount }, (_, index) => {
          const [en, ar] = PRODUCTS[index % PRODUCTS.length] ?? ['shop', 'متجر'];
          return {
            moduleId: 1,
            zoneId: zone?.id ?? 0,
            slug: `store-${index}`,
            nameEn: `${en} house ${index}`,
            nameAr: `بيت ${ar} ${index}`,
            addressEn: `${index} Main Street`,
            addressAr: `${index} الشارع الرئيسي`,
            logo: 'store.png',
            coverPhoto: 'store-cover.png',
            latitude: 30,
            longitude: 31,
            deliveryTime: '30 min',
            avgRating: (index % 50) / 10,
            ratingCount: index,
          };
        }),
      )
      .returning({ id: stores.id })
  ).map((row) => row.id);

  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => {
      const index = start + offset;
      const [productEn, productAr] = PRODUCTS[index % PRODUCTS.length] ?? ['item', 'صنف'];
      const [kindEn, kindAr] = KINDS[Math.floor(index / PRODUCTS.length) % KINDS.length] ?? [
        'Plain',
        'عادي',
      ];
      return {
        slug: `item-${index}`,
        moduleId: 1,
        storeId: storeIds[index % storeIds.length] ?? 0,
        categoryId: category?.id ?? 0,
        nameEn: `${kindEn} ${productEn} ${index}`,
        nameAr: `${productAr} ${kindAr} ${index}`,
        descriptionEn: `${kindEn} ${productEn}`,
        descriptionAr: `${productAr} ${kindAr}`,
        image: `${productEn}.png`,
        price: 5 + (index % 200),
        discount: index % 7 === 0 ? 10 : 0,
        stock: index % 13 === 0 ? 0 : 50,
        veg: index % 3 !== 0,
        avgRating: (index % 50) / 10,
        ratingCount: index % 100,
        orderCount: (index * 7919) % 1000,
      };
    });
    await db.insert(items).values(rows);
  }
  // Fresh tables have no statistics; without them the planner guesses and may skip the indexes.
  await db.execute('VACUUM ANALYZE items');
  await db.execute('VACUUM ANALYZE stores');
}
