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
import { offlinePaymentMethods } from '../db/orderSchema';
import { issueToken } from '../http/tokens';
import { OFFLINE_PAYMENT_METHODS } from '../seed/offlinePaymentMethods';
import { createCustomer } from './accountFixtures';
import { insertCatalogFixtures } from './catalogFixtures';
import { injectFetch } from './injectFetch';
import { startTestServer } from './testServer';

/** A moment long past: a token issued then has expired. */
const LONG_AGO = new Date('2000-01-01T00:00:00Z');

/** Starts the demo server backend. */
export async function startContractServer(): Promise<ContractBackend> {
  const server = await startTestServer();
  const fixtures = await insertCatalogFixtures(server.db);
  await server.db.insert(offlinePaymentMethods).values(OFFLINE_PAYMENT_METHODS);
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
