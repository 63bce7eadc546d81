/*
 * The fake shop as a contract backend: a fresh shop per session (the fake models one shopper),
 * beside one whose customer session has expired.
 */
import type { Item } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n/locale';
import {
  createFakeShop,
  FAKE_PHARMACY_STORE_ID,
  FIXTURE_CAMPAIGN_IDS,
  FIXTURE_CLOSED_STORE_ID,
  FIXTURE_IDS,
  fixtureItem,
  fixtureItems,
} from '../../src/core/testing';
import {
  type ContractBackend,
  type ContractIds,
  GUEST_ID_REQUEST,
  guestIdOf,
  sendThrough,
  sessionOf,
} from './contractBackend';

/** The id of the item only the contract's fake shop sells. */
const CAPPED_SIZES_ID = 90;

/** The fixture catalog's records in the contract's roles. */
const FAKE_SHOP_IDS: ContractIds = {
  plainItem: { id: FIXTURE_IDS.plain, slug: fixtureItem('plain', 'en').slug ?? '' },
  variedItem: { id: FIXTURE_IDS.variations, inStockType: 'Small', inStockCode: 'Small' },
  lowStockItem: { id: FIXTURE_IDS.lowStock, stock: fixtureItem('lowStock', 'en').stock ?? 0 },
  itemTerm: 'apple',
  storeTerm: 'market',
  categoryKey: 'fruit',
  reviewedItem: { id: FIXTURE_IDS.plain, reviewCount: 3 },
  openStore: { id: 1, slug: 'fresh-market' },
  closedStore: FIXTURE_CLOSED_STORE_ID,
  parentCategory: 1,
  runningCampaign: FIXTURE_CAMPAIGN_IDS.backToSchool,
  runningFlashSale: 1,
  cappedSizes: { id: CAPPED_SIZES_ID, cap: 3, sizes: ['Small', 'Large'] },
  applicationPlace: { zoneId: 1, latitude: 30.0444, longitude: 31.2357, moduleId: 1 },
  pharmacyStore: FAKE_PHARMACY_STORE_ID,
  // Each session is a fresh shop, so orders never take the plain item's stock from another row.
  stockedItem: FIXTURE_IDS.plain,
};

/**
 * The fixture catalog with the contract's capped item in two sizes (the fixtures have none): the
 * coffee beans, at most 3 a cart, with both sizes in stock.
 */
function catalogWithCappedSizes(language: Locale): Item[] {
  const coffee = fixtureItem('variations', language);
  const cappedSizes: Item = {
    ...coffee,
    id: CAPPED_SIZES_ID,
    slug: 'coffee-sampler',
    name: language === 'ar' ? 'تشكيلة قهوة' : 'Coffee sampler',
    maximum_cart_quantity: 3,
    variations: (coffee.variations ?? []).map((variation) => ({ ...variation, stock: 10 })),
  };
  return [...fixtureItems(language), cappedSizes];
}

/** Starts the fake shop backend. */
export async function startFakeShopBackend(): Promise<ContractBackend> {
  return {
    ids: FAKE_SHOP_IDS,
    session: async () => {
      // The shipping policy is off, as in the demo server's fixtures.
      const shop = createFakeShop({
        items: catalogWithCappedSizes,
        config: { shipping_policy: 0 },
      });
      const expired = createFakeShop({ signedIn: false });
      return sessionOf({
        fetch: shop.fetch,
        guestId: guestIdOf(await sendThrough(shop.fetch, GUEST_ID_REQUEST, null)),
        token: shop.token,
        expired: { fetch: expired.fetch, token: expired.token },
      });
    },
    close: async () => {},
  };
}
