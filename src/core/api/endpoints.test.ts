import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { EMPTY_SEARCH_CODE } from './endpoints';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';

const addBody = {
  model: 'Item' as const,
  item_id: 7,
  price: 12.5,
  quantity: 2,
  variation: [{ type: 'Large', price: 12.5 }],
};
const updateBody = { cart_id: 41, price: 12.5, quantity: 3, variation: [] };

describe('endpoint functions', () => {
  describe('when each one is called', () => {
    it.each([
      ['getConfig', 'GET', '/api/v1/config'],
      ['getLandingData', 'GET', '/api/v1/react-landing-page'],
      ['getModules', 'GET', '/api/v1/module'],
      ['getCustomerInfo', 'GET', '/api/v1/customer/info'],
      ['getWishList', 'GET', '/api/v1/customer/wish-list'],
      ['getCart', 'GET', '/api/v1/customer/cart/list'],
      ['getBanners', 'GET', '/api/v1/banners'],
      ['clearCart', 'DELETE', '/api/v1/customer/cart/remove'],
    ] as const)('%s sends %s %s', async (name, method, path) => {
      const { api, fetch } = clientWith({ fetch: fakeFetch(() => jsonReply(200, [])) });
      await api[name]();
      const sent = sentRequest(fetch);
      expect(sent.method).toBe(method);
      expect(sent.url.origin).toBe('https://shop.test');
      expect(sent.url.pathname).toBe(path);
    });

    it('requestGuestId posts to the guest route and returns the id as a string', async () => {
      const { api, fetch } = clientWith({
        fetch: fakeFetch(() => jsonReply(200, { guest_id: 42 })),
      });
      await expect(api.requestGuestId()).resolves.toEqual({ guest_id: '42' });
      const sent = sentRequest(fetch);
      expect(sent.method).toBe('POST');
      expect(sent.url.pathname).toBe('/api/v1/auth/guest/request');
      expect(sent.body).toBeUndefined();
    });

    it('getCategories lists all categories without a search key', async () => {
      const { api, fetch } = clientWith({ fetch: fakeFetch(() => jsonReply(200, [])) });
      await api.getCategories();
      expect(sentRequest(fetch).url.pathname).toBe('/api/v1/categories');
    });

    it('getCategories puts an encoded search key in the path', async () => {
      const { api, fetch } = clientWith({ fetch: fakeFetch(() => jsonReply(200, [])) });
      await api.getCategories('fruit & veg');
      expect(sentRequest(fetch).url.pathname).toBe('/api/v1/categories/fruit%20%26%20veg');
    });

    it('getCategories returns the typed reply', async () => {
      const categories = [{ id: 1, name: 'Fruit', image: 'f.png', childes: [] }];
      const { api } = clientWith({ fetch: fakeFetch(() => jsonReply(200, categories)) });
      await expect(api.getCategories()).resolves.toEqual(categories);
    });

    it('searchSuggestions sends the name as a query', async () => {
      const suggestions = { items: [{ id: 1, name: 'Apple' }], stores: [] };
      const { api, fetch } = clientWith({ fetch: fakeFetch(() => jsonReply(200, suggestions)) });
      await expect(api.searchSuggestions('apple juice')).resolves.toEqual(suggestions);
      const sent = sentRequest(fetch);
      expect(sent.method).toBe('GET');
      expect(sent.url.pathname).toBe('/api/v1/items/item-or-store-search');
      expect(sent.url.searchParams.get('name')).toBe('apple juice');
    });

    it('getItem asks for one item by its numeric id and returns it', async () => {
      const item = { id: 12, name: 'Apples', image: 'apples.svg', price: 45 };
      const { api, fetch } = clientWith({ fetch: fakeFetch(() => jsonReply(200, item)) });
      await expect(api.getItem(12)).resolves.toEqual(item);
      const sent = sentRequest(fetch);
      expect(sent.method).toBe('GET');
      expect(sent.url.pathname).toBe('/api/v1/items/details/12');
    });

    it('getItem puts an encoded slug in the path', async () => {
      const { api, fetch } = clientWith();
      await api.getItem('red apples/2kg');
      expect(sentRequest(fetch).url.pathname).toBe('/api/v1/items/details/red%20apples%2F2kg');
    });

    it('getItemList asks for a page of a named list, the first ten by default', async () => {
      const { api, fetch } = clientWith();
      await api.getItemList('popular');
      const first = sentRequest(fetch);
      expect(first.url.pathname).toBe('/api/v1/items/popular');
      expect(Object.fromEntries(first.url.searchParams)).toEqual({ limit: '10', offset: '1' });

      await api.getItemList('discounted', { limit: 24, offset: 3 });
      const later = sentRequest(fetch);
      expect(later.url.pathname).toBe('/api/v1/items/discounted');
      expect(Object.fromEntries(later.url.searchParams)).toEqual({ limit: '24', offset: '3' });
    });

    it("getStoreList asks 6amMart's get-stores path for a page of a list, the first ten by default", async () => {
      const { api, fetch } = clientWith();
      await api.getStoreList('popular');
      const first = sentRequest(fetch);
      expect(first.url.pathname).toBe('/api/v1/stores/get-stores/popular');
      expect(Object.fromEntries(first.url.searchParams)).toEqual({ limit: '10', offset: '1' });

      await api.getStoreList('latest', { limit: 12, offset: 2 });
      expect(Object.fromEntries(sentRequest(fetch).url.searchParams)).toEqual({
        limit: '12',
        offset: '2',
      });
    });

    it('getRelatedItems and getRelatedStoreItems name the item in the path', async () => {
      const { api, fetch } = clientWith({ fetch: fakeFetch(() => jsonReply(200, [])) });
      await api.getRelatedItems(7);
      expect(sentRequest(fetch).url.pathname).toBe('/api/v1/items/related-items/7');
      await api.getRelatedStoreItems(7);
      expect(sentRequest(fetch).url.pathname).toBe('/api/v1/items/related-store-items/7');
    });

    it('getRecommendedItems asks for the first ten unless told, with the filter and type given', async () => {
      const { api, fetch } = clientWith();
      await api.getRecommendedItems();
      const first = sentRequest(fetch);
      expect(first.url.pathname).toBe('/api/v1/items/recommended');
      expect(Object.fromEntries(first.url.searchParams)).toEqual({ limit: '10', offset: '1' });

      await api.getRecommendedItems({ offset: 2, filter: 'best_selling', type: 'veg' });
      expect(Object.fromEntries(sentRequest(fetch).url.searchParams)).toEqual({
        limit: '10',
        offset: '2',
        filter: 'best_selling',
        type: 'veg',
      });
    });

    it('getStorePopularItems names the store by id or encoded slug', async () => {
      const { api, fetch } = clientWith({ fetch: fakeFetch(() => jsonReply(200, [])) });
      await api.getStorePopularItems(3);
      expect(sentRequest(fetch).url.pathname).toBe('/api/v1/stores/popular-items/3');
      await api.getStorePopularItems('fresh market');
      expect(sentRequest(fetch).url.pathname).toBe('/api/v1/stores/popular-items/fresh%20market');
    });

    it('getFlashSale gives the running sale, and null for the empty reply of no sale', async () => {
      const sale = { id: 3, title: 'Weekend', start_at: 'a', end_at: 'b', products: [] };
      const running = clientWith({ fetch: fakeFetch(() => jsonReply(200, sale)) });
      await expect(running.api.getFlashSale()).resolves.toEqual(sale);
      expect(sentRequest(running.fetch).url.pathname).toBe('/api/v1/flash-sales');

      const none = clientWith({ fetch: fakeFetch(() => jsonReply(200, {})) });
      await expect(none.api.getFlashSale()).resolves.toBeNull();
    });

    it('addToWishList posts the item id as a query', async () => {
      const { api, fetch } = clientWith({ context: { token: 'tok' } });
      await api.addToWishList(9);
      const sent = sentRequest(fetch);
      expect(sent.method).toBe('POST');
      expect(sent.url.pathname).toBe('/api/v1/customer/wish-list/add');
      expect(sent.url.searchParams.get('item_id')).toBe('9');
    });

    it('removeFromWishList deletes with the item id as a query', async () => {
      const { api, fetch } = clientWith({ context: { token: 'tok' } });
      await api.removeFromWishList(9);
      const sent = sentRequest(fetch);
      expect(sent.method).toBe('DELETE');
      expect(sent.url.pathname).toBe('/api/v1/customer/wish-list/remove');
      expect(sent.url.searchParams.get('item_id')).toBe('9');
    });

    it('removeStoreFromWishList deletes with the store id as a query', async () => {
      const { api, fetch } = clientWith({ context: { token: 'tok' } });
      await api.removeStoreFromWishList(4);
      const sent = sentRequest(fetch);
      expect(sent.method).toBe('DELETE');
      expect(sent.url.pathname).toBe('/api/v1/customer/wish-list/remove');
      expect(sent.url.searchParams.get('store_id')).toBe('4');
      expect(sent.url.searchParams.has('item_id')).toBe(false);
    });

    it('addToCart posts the body as JSON', async () => {
      const { api, fetch } = clientWith({ context: { token: 'tok' } });
      await api.addToCart(addBody);
      const sent = sentRequest(fetch);
      expect(sent.method).toBe('POST');
      expect(sent.url.pathname).toBe('/api/v1/customer/cart/add');
      expect(sent.headers.get('content-type')).toBe('application/json');
      expect(sent.body).toEqual(addBody);
    });

    it('updateCartItem posts the body as JSON', async () => {
      const { api, fetch } = clientWith({ context: { token: 'tok' } });
      await api.updateCartItem(updateBody);
      const sent = sentRequest(fetch);
      expect(sent.method).toBe('POST');
      expect(sent.url.pathname).toBe('/api/v1/customer/cart/update');
      expect(sent.body).toEqual(updateBody);
    });

    it('removeCartItem deletes with the cart id as a query', async () => {
      const { api, fetch } = clientWith({ context: { token: 'tok' } });
      await api.removeCartItem(41);
      const sent = sentRequest(fetch);
      expect(sent.method).toBe('DELETE');
      expect(sent.url.pathname).toBe('/api/v1/customer/cart/remove-item');
      expect(sent.url.searchParams.get('cart_id')).toBe('41');
    });

    it('removeCartItem returns the cart rows the server replies with', async () => {
      const rows = [
        {
          id: 3,
          item_id: 7,
          item: { id: 7, name: 'Milk', image: 'milk.svg', price: 30 },
          quantity: 1,
          price: 30,
          variation: [],
          item_type: 'Item',
        },
      ];
      const { api } = clientWith({
        context: { token: 'tok' },
        fetch: fakeFetch(() => jsonReply(200, rows)),
      });
      await expect(api.removeCartItem(41)).resolves.toEqual(rows);
    });
  });

  describe('given a guest with a guest id', () => {
    const guest = { token: null, guestId: 'g-17' };

    it('getCart sends guest_id as a query', async () => {
      const { api, fetch } = clientWith({
        context: guest,
        fetch: fakeFetch(() => jsonReply(200, [])),
      });
      await api.getCart();
      expect(sentRequest(fetch).url.searchParams.get('guest_id')).toBe('g-17');
    });

    it('addToCart sends guest_id in the body', async () => {
      const { api, fetch } = clientWith({ context: guest });
      await api.addToCart(addBody);
      expect(sentRequest(fetch).body).toEqual({ guest_id: 'g-17', ...addBody });
    });

    it('updateCartItem sends guest_id in the body', async () => {
      const { api, fetch } = clientWith({ context: guest });
      await api.updateCartItem(updateBody);
      expect(sentRequest(fetch).body).toEqual({ guest_id: 'g-17', ...updateBody });
    });

    it('removeCartItem sends cart_id and guest_id as queries', async () => {
      const { api, fetch } = clientWith({ context: guest });
      await api.removeCartItem(41);
      const { searchParams } = sentRequest(fetch).url;
      expect(searchParams.get('cart_id')).toBe('41');
      expect(searchParams.get('guest_id')).toBe('g-17');
    });

    it('clearCart sends guest_id as a query', async () => {
      const { api, fetch } = clientWith({ context: guest });
      await api.clearCart();
      expect(sentRequest(fetch).url.searchParams.get('guest_id')).toBe('g-17');
    });
  });

  describe('given a signed-in shopper who still has an old guest id', () => {
    const shopper = { token: 'tok', guestId: 'g-17' };

    it('getCart sends no guest_id', async () => {
      const { api, fetch } = clientWith({
        context: shopper,
        fetch: fakeFetch(() => jsonReply(200, [])),
      });
      await api.getCart();
      expect(sentRequest(fetch).url.searchParams.has('guest_id')).toBe(false);
    });

    it('addToCart sends no guest_id', async () => {
      const { api, fetch } = clientWith({ context: shopper });
      await api.addToCart(addBody);
      expect(sentRequest(fetch).body).toEqual(addBody);
    });

    it('updateCartItem sends no guest_id', async () => {
      const { api, fetch } = clientWith({ context: shopper });
      await api.updateCartItem(updateBody);
      expect(sentRequest(fetch).body).toEqual(updateBody);
    });

    it('removeCartItem sends only cart_id', async () => {
      const { api, fetch } = clientWith({ context: shopper });
      await api.removeCartItem(41);
      expect([...sentRequest(fetch).url.searchParams.keys()]).toEqual(['cart_id']);
    });

    it('clearCart sends no guest_id', async () => {
      const { api, fetch } = clientWith({ context: shopper });
      await api.clearCart();
      expect(sentRequest(fetch).url.searchParams.has('guest_id')).toBe(false);
    });
  });

  describe('given a guest without a guest id yet', () => {
    it('getCart sends no guest_id', async () => {
      const { api, fetch } = clientWith({ fetch: fakeFetch(() => jsonReply(200, [])) });
      await api.getCart();
      expect(sentRequest(fetch).url.searchParams.has('guest_id')).toBe(false);
    });
  });

  describe('when searchSuggestions gets a blank name', () => {
    it.each(['', '   '])('rejects %j without calling the server or toasting', async (name) => {
      const { api, fetch, notifyError } = clientWith();
      const failure = api.searchSuggestions(name);
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({
        code: EMPTY_SEARCH_CODE,
        status: 0,
        aborted: false,
      });
      expect(fetch).not.toHaveBeenCalled();
      expect(notifyError).not.toHaveBeenCalled();
    });
  });

  describe('when a call is given a signal', () => {
    it('passes it to fetch', async () => {
      const { api, fetch } = clientWith({
        fetch: fakeFetch(() => jsonReply(200, { items: [], stores: [] })),
      });
      const controller = new AbortController();
      await api.searchSuggestions('milk', { signal: controller.signal });
      expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
    });
  });
});
