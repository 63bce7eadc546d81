/*
 * The demo server as a backend of the API contract (tests/contract): the API over a fresh
 * database with the catalog fixtures, a new guest and a new customer for every session.
 */
import {
  type ContractBackend,
  type ContractIds,
  GUEST_ID_REQUEST,
  guestIdOf,
  sendThrough,
  sessionOf,
} from '../../../tests/contract/contractBackend';
import type { Database } from '../db/database';
import { offlinePaymentMethods } from '../db/orderSchema';
import { items } from '../db/schema';
import { issueToken } from '../http/tokens';
import { OFFLINE_PAYMENT_METHODS } from '../seed/offlinePaymentMethods';
import { createCustomer } from './accountFixtures';
import { type CatalogFixtures, insertCatalogFixtures } from './catalogFixtures';
import { insertContentFixtures } from './contentFixtures';
import { insertGiftFixtures } from './giftFixtures';
import { insertParcelCourier } from './parcelFixtures';
import { injectFetch } from './injectFetch';
import { insertOpenPharmacy } from './pharmacyFixture';
import { startTestServer } from './testServer';

/** A moment long past: a token issued then has expired. */
const LONG_AGO = new Date('2000-01-01T00:00:00Z');

/** The contract's capped item in two sizes (the catalog fixtures have none): at most 3 a cart. */
async function insertCappedSizes(db: Database, fixtures: CatalogFixtures): Promise<number> {
  const [row] = await db
    .insert(items)
    .values({
      slug: 'coffee-sampler',
      moduleId: 2,
      storeId: fixtures.store.freshMarket,
      categoryId: fixtures.category.citrus,
      nameEn: 'Coffee sampler',
      nameAr: 'تشكيلة قهوة',
      descriptionEn: 'Two roasts, at most 3 to a cart.',
      descriptionAr: 'تحميصتان، 3 على الأكثر في السلة.',
      image: 'coffee-sampler.png',
      price: 40,
      stock: 20,
      maximumCartQuantity: 3,
      variations: [
        { type: 'Small', price: 40, stock: 10 },
        { type: 'Large', price: 60, stock: 10 },
      ],
      choiceOptions: [{ name: 'choice_1', title: 'Size', options: ['Small', 'Large'] }],
    })
    .returning({ id: items.id });
  if (!row) throw new Error('the capped item was not inserted');
  return row.id;
}

/**
 * The checkout rows' item (the catalog fixtures' plain item holds 8, which their orders would
 * use up): rice at 30, in the open store, with stock no run of the suite exhausts.
 */
async function insertStockedItem(db: Database, fixtures: CatalogFixtures): Promise<number> {
  const [row] = await db
    .insert(items)
    .values({
      slug: 'basmati-rice',
      moduleId: 2,
      storeId: fixtures.store.freshMarket,
      categoryId: fixtures.category.citrus,
      nameEn: 'Basmati rice',
      nameAr: 'أرز بسمتي',
      descriptionEn: 'Long grains, 1 kg.',
      descriptionAr: 'حبوب طويلة، 1 كجم.',
      image: 'basmati-rice.png',
      price: 30,
      stock: 10_000,
    })
    .returning({ id: items.id });
  if (!row) throw new Error('the stocked item was not inserted');
  return row.id;
}

/** Starts the demo server backend. */
export async function startContractServer(): Promise<ContractBackend> {
  const server = await startTestServer();
  const fixtures = await insertCatalogFixtures(server.db);
  await insertContentFixtures(server.db);
  await server.db.insert(offlinePaymentMethods).values(OFFLINE_PAYMENT_METHODS);
  const cappedSizes = await insertCappedSizes(server.db, fixtures);
  const stockedItem = await insertStockedItem(server.db, fixtures);
  await insertGiftFixtures(server.db, [fixtures.item.pineapple, fixtures.item.applePie]);
  await insertParcelCourier(server.db, {
    zoneId: fixtures.zone.cairo,
    latitude: 30.05,
    longitude: 31.25,
  });
  const pharmacyStore = await insertOpenPharmacy(server.db, fixtures.zone.cairo);
  const fetch = injectFetch(server.app);
  // Roles played by the catalog fixtures (see catalogFixtures.ts for each record).
  const ids: ContractIds = {
    plainItem: { id: fixtures.item.pineapple, slug: 'pineapple' },
    variedItem: { id: fixtures.item.orangeJuice, inStockType: 'Small', inStockCode: 'Small' },
    lowStockItem: { id: fixtures.item.applePie, stock: 5 },
    itemTerm: 'apple',
    storeTerm: 'market',
    categoryKey: 'fruit',
    reviewedItem: { id: fixtures.item.pineapple, reviewCount: fixtures.pineappleReviews },
    openStore: { id: fixtures.store.freshMarket, slug: 'fresh-market' },
    closedStore: fixtures.store.nightPharmacy,
    parentCategory: fixtures.category.fruits,
    runningCampaign: fixtures.campaign.ramadan,
    runningFlashSale: fixtures.flashSale.running,
    cappedSizes: { id: cappedSizes, cap: 3, sizes: ['Small', 'Large'] },
    // The Cairo zone's centre, and the grocery module (both in catalogFixtures.ts).
    applicationPlace: {
      zoneId: fixtures.zone.cairo,
      latitude: 30.0444,
      longitude: 31.2357,
      moduleId: 2,
    },
    pharmacyStore,
    stockedItem,
  };
  return {
    ids,
    session: async () => {
      const customer = await createCustomer(server.db);
      return sessionOf({
        fetch,
        guestId: guestIdOf(await sendThrough(fetch, GUEST_ID_REQUEST, null)),
        token: customer.token,
        expired: { fetch, token: await issueToken(server.db, customer.id, LONG_AGO) },
      });
    },
    close: () => server.close(),
  };
}
