import type { Database } from '../db/database';
import { categories, customers, items, modules, stores, zones } from '../db/schema';
import { issueToken } from '../http/tokens';
import { newReferralCode } from '../routes/account/customerAccounts';
import { hashPassword } from '../routes/account/passwords';

/*
 * A small catalog of its own for the account contract tests, so they do not depend on the seed:
 * one zone, module 1, one category, an open and a closed store, and items for every cart rule.
 */

/** Ids of the fixture rows, by the rule each one exercises. */
export interface Fixtures {
  openStoreId: number;
  closedStoreId: number;
  /** 100.00 with 10 % off: the server prices it at 90. */
  plainItemId: number;
  /** Small (50, stock 5), Large (70, stock 0). */
  variedItemId: number;
  outOfStockItemId: number;
  /** Stock 2. */
  lowStockItemId: number;
  /** maximum_cart_quantity 3, stock 100. */
  cappedItemId: number;
  /** available_date_starts far in the future. */
  futureCampaignItemId: number;
  /** available_date_starts in the past: bought as an ItemCampaign. */
  runningCampaignItemId: number;
  closedStoreItemId: number;
}

type ItemRow = typeof items.$inferInsert;

/** Inserts the fixture catalog into an empty, migrated database. */
export async function insertFixtures(db: Database): Promise<Fixtures> {
  const [zone] = await db
    .insert(zones)
    .values({
      nameEn: 'Cairo',
      nameAr: 'القاهرة',
      latitude: 30.04,
      longitude: 31.24,
      radiusKm: 30,
      isDefault: true,
      perKmShippingCharge: 5,
      minimumShippingCharge: 10,
      maximumShippingCharge: 50,
    })
    .returning();
  await db
    .insert(modules)
    .values({ id: 1, nameEn: 'Shop', nameAr: 'متجر', moduleType: 'ecommerce', icon: 'shop.png' });
  const [category] = await db
    .insert(categories)
    .values({ moduleId: 1, slug: 'fruit', nameEn: 'Fruit', nameAr: 'فاكهة', image: 'fruit.png' })
    .returning();
  if (!zone || !category) throw new Error('fixture zone or category not inserted');

  const store = (slug: string, active: boolean) => ({
    moduleId: 1,
    zoneId: zone.id,
    slug,
    nameEn: `${slug} store`,
    nameAr: `متجر ${slug}`,
    addressEn: 'Tahrir Square',
    addressAr: 'ميدان التحرير',
    logo: `${slug}.png`,
    coverPhoto: `${slug}-cover.png`,
    latitude: 30.04,
    longitude: 31.24,
    active,
    deliveryTime: '30-40 min',
  });
  const [openStore, closedStore] = await db
    .insert(stores)
    .values([store('open', true), store('closed', false)])
    .returning();
  if (!openStore || !closedStore) throw new Error('fixture stores not inserted');

  const item = (slug: string, fields: Partial<ItemRow> = {}): ItemRow => ({
    slug,
    moduleId: 1,
    storeId: openStore.id,
    categoryId: category.id,
    nameEn: `Item ${slug}`,
    nameAr: `منتج ${slug}`,
    descriptionEn: `About ${slug}`,
    descriptionAr: `عن ${slug}`,
    image: `${slug}.png`,
    price: 100,
    stock: 50,
    ...fields,
  });
  const inserted = await db
    .insert(items)
    .values([
      item('plain', { discount: 10, discountType: 'percent' }),
      item('varied', {
        stock: 5,
        variations: [
          { type: 'Small', price: 50, stock: 5 },
          { type: 'Large', price: 70, stock: 0 },
        ],
        choiceOptions: [{ name: 'choice_1', title: 'Size', options: ['Small', 'Large'] }],
      }),
      item('out-of-stock', { stock: 0 }),
      item('low-stock', { stock: 2 }),
      item('capped', { stock: 100, maximumCartQuantity: 3 }),
      item('future-campaign', { availableDateStarts: '2999-01-01' }),
      item('running-campaign', { availableDateStarts: '2000-01-01' }),
      item('closed-store', { storeId: closedStore.id }),
    ])
    .returning({ id: items.id, slug: items.slug });
  const idOf = (slug: string) => {
    const found = inserted.find((row) => row.slug === slug);
    if (!found) throw new Error(`fixture item ${slug} not inserted`);
    return found.id;
  };
  return {
    openStoreId: openStore.id,
    closedStoreId: closedStore.id,
    plainItemId: idOf('plain'),
    variedItemId: idOf('varied'),
    outOfStockItemId: idOf('out-of-stock'),
    lowStockItemId: idOf('low-stock'),
    cappedItemId: idOf('capped'),
    futureCampaignItemId: idOf('future-campaign'),
    runningCampaignItemId: idOf('running-campaign'),
    closedStoreItemId: idOf('closed-store'),
  };
}

/** A customer made straight in the database, and a bearer token of theirs. */
export interface TestCustomer {
  id: number;
  phone: string;
  password: string;
  token: string;
}

let customerCount = 0;

/** Inserts a verified customer with a unique phone and signs them in. */
export async function createCustomer(db: Database): Promise<TestCustomer> {
  customerCount += 1;
  const phone = `+2010${String(customerCount).padStart(8, '0')}`;
  const password = `secret-${customerCount}-pass`;
  const [created] = await db
    .insert(customers)
    .values({
      fName: 'Test',
      lName: `Customer ${customerCount}`,
      phone,
      passwordHash: await hashPassword(password),
      isPhoneVerified: true,
      refCode: newReferralCode(),
    })
    .returning({ id: customers.id });
  if (!created) throw new Error('fixture customer not inserted');
  return { id: created.id, phone, password, token: await issueToken(db, created.id) };
}
