import { describe, expect, it } from 'vitest';
import { API_CONTRACT, endpointPattern } from '../../../tests/contract/apiContract';
import type { Endpoints } from './endpoints';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';
import { ITEM_LISTS, STORE_LISTS } from './wire';

/** A call of every endpoint function; a function added to `Endpoints` must be listed here. */
const EVERY_CALL: Record<keyof Endpoints, (endpoints: Endpoints) => Promise<unknown>> = {
  getConfig: (api) => api.getConfig(),
  getLandingData: (api) => api.getLandingData(),
  getModules: (api) => api.getModules(),
  requestGuestId: (api) => api.requestGuestId(),
  logout: (api) => api.logout(),
  getCategories: (api) => Promise.all([api.getCategories(), api.getCategories('fruit')]),
  getItemList: (api) => Promise.all(ITEM_LISTS.map((list) => api.getItemList(list))),
  getRelatedItems: (api) => api.getRelatedItems(1),
  getRelatedStoreItems: (api) => api.getRelatedStoreItems(1),
  getRecommendedItems: (api) => api.getRecommendedItems(),
  getStoreList: (api) => Promise.all(STORE_LISTS.map((list) => api.getStoreList(list))),
  getStorePopularItems: (api) =>
    Promise.all([api.getStorePopularItems(1), api.getStorePopularItems('fresh-market')]),
  getBanners: (api) => api.getBanners(),
  getOtherBanners: (api) => api.getOtherBanners(),
  getFlashSale: (api) => api.getFlashSale(),
  searchSuggestions: (api) => api.searchSuggestions('apple'),
  getItem: (api) => Promise.all([api.getItem(1), api.getItem('red-apple')]),
  getItemReviews: (api) => api.getItemReviews(1, { limit: 5, offset: 2 }),
  getStoreDetails: (api) =>
    Promise.all([api.getStoreDetails(1), api.getStoreDetails('fresh-market')]),
  searchItems: (api) =>
    Promise.all([
      api.searchItems({ name: 'tea' }),
      api.searchItems({ category_id: 1, sort_by: 'low', available: 1 }),
    ]),
  getPriceRange: (api) => api.getPriceRange(),
  searchStores: (api) => api.searchStores('market'),
  getCategoryItems: (api) => api.getCategoryItems(1, { type: 'veg' }),
  getCategoryStores: (api) => api.getCategoryStores(1),
  getBasicCampaigns: (api) => api.getBasicCampaigns(),
  getCampaignDetails: (api) => api.getCampaignDetails(1),
  getCampaignItems: (api) => api.getCampaignItems(),
  getFlashSaleItems: (api) => api.getFlashSaleItems(1),
  getCoupons: (api) => api.getCoupons(),
  getCustomerInfo: (api) => api.getCustomerInfo(),
  getWishList: (api) => api.getWishList(),
  addToWishList: (api) => api.addToWishList(1),
  removeFromWishList: (api) => api.removeFromWishList(1),
  removeStoreFromWishList: (api) => api.removeStoreFromWishList(1),
  getCart: (api) => api.getCart(),
  addToCart: (api) =>
    api.addToCart({ model: 'Item', item_id: 1, price: 10, quantity: 1, variation: [] }),
  updateCartItem: (api) =>
    api.updateCartItem({ cart_id: 1, price: 10, quantity: 2, variation: [] }),
  removeCartItem: (api) => api.removeCartItem(1),
  clearCart: (api) => api.clearCart(),
};

/** The requests the endpoint functions send through the client, as 'METHOD /path'. */
async function requestsSent(): Promise<string[]> {
  const fetch = fakeFetch(() => jsonReply(200, { id: 1, guest_id: 'guest-1' }));
  const { api } = clientWith({ fetch });
  for (const call of Object.values(EVERY_CALL)) await call(api);
  return fetch.mock.calls.map((_call, index) => {
    const sent = sentRequest(fetch, index);
    return `${sent.method} ${sent.url.pathname}`;
  });
}

describe('the API contract table', () => {
  it('has an answered row for every request the kit makes', async () => {
    const answered = API_CONTRACT.filter((row) => row.status < 300).map((row) =>
      endpointPattern(row.endpoint),
    );
    const uncovered = (await requestsSent()).filter(
      (sent) => !answered.some((pattern) => pattern.test(sent)),
    );
    expect(uncovered).toEqual([]);
  });
});
