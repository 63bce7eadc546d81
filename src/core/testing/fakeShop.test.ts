import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createApiClient } from '../api/createApiClient';
import { type ContextValues, fakeContext } from '../api/testDoubles';
import { FIXTURE_IDS } from './catalogFixtures';
import { createFakeShop, type FakeShopOptions } from './fakeShop';

/** A real API client talking to a fresh fake shop. */
function shopClient(options: FakeShopOptions = {}, context: Partial<ContextValues> = {}) {
  const shop = createFakeShop(options);
  const { values, context: requestContext } = fakeContext({ language: 'en', ...context });
  const notifyError = vi.fn<(message: string) => void>();
  const api = createApiClient({
    baseURL: 'https://shop.test',
    context: requestContext,
    fetch: shop.fetch,
    onUnauthorized: () => {},
    notifyError,
    navigate: () => {},
    t: (key) => key,
  });
  return { shop, api, values, notifyError };
}

const asGuest = { guestId: 'g-1' };
const asCustomer = { token: 'fake-shop-token' };

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const addBody = (itemId: number, quantity = 1, variation: string[] = []) => ({
  model: 'Item' as const,
  item_id: itemId,
  price: 0,
  quantity,
  variation: variation.map((type) => ({ type, price: 0 })),
});

describe('the fake shop', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('when the shell boots', () => {
    it('answers a complete configuration in Egyptian pounds', async () => {
      const { api } = shopClient();
      const config = await api.getConfig();
      expect(config).toMatchObject({
        currency_symbol: 'ج.م',
        currency_symbol_direction: 'right',
        digit_after_decimal_point: 2,
        tax: 0,
        tax_included: 1,
        free_delivery_over: 500,
        guest_checkout_status: 1,
        countries: [
          { code: 'eg', isActive: true },
          { code: 'sa', isActive: false },
          { code: 'in', isActive: false },
        ],
      });
      expect(config.zones).toEqual([expect.objectContaining({ id: 1, default_zone: 1 })]);
      expect(config.base_urls.item_image_url).toBe('/images/product');
    });

    it('applies the configuration changes it was given', async () => {
      const { api } = shopClient({ config: { free_delivery_over: null, maintenance_mode: 1 } });
      await expect(api.getConfig()).resolves.toMatchObject({
        free_delivery_over: null,
        maintenance_mode: 1,
        currency_symbol: 'ج.م',
      });
    });

    it('answers the landing data and the one module', async () => {
      const { api } = shopClient();
      await expect(api.getLandingData()).resolves.toMatchObject({
        download_user_app_links: { playstore_url_status: 1 },
      });
      await expect(api.getModules()).resolves.toEqual([
        { id: 1, module_type: 'ecommerce', module_name: 'Shop' },
      ]);
    });

    it('issues a new guest id at each request', async () => {
      const { api } = shopClient();
      const first = await api.requestGuestId();
      const second = await api.requestGuestId();
      expect(first.guest_id).not.toBe(second.guest_id);
    });
  });

  describe('when asked for the profile', () => {
    it('refuses a guest with the 401 of the demo server', async () => {
      const { shop } = shopClient();
      const reply = await shop.fetch('https://shop.test/api/v1/customer/info', {
        headers: { 'X-localization': 'en' },
      });
      expect(reply.status).toBe(401);
      await expect(reply.json()).resolves.toEqual({
        errors: [{ code: 'auth-001', message: 'Unauthenticated.' }],
      });
    });

    it('answers the customer to a bearer token', async () => {
      const { api } = shopClient({}, asCustomer);
      await expect(api.getCustomerInfo()).resolves.toMatchObject({ f_name: 'Sara' });
    });

    it('treats a token as expired when the session is not live', async () => {
      const { api } = shopClient({ signedIn: false }, asCustomer);
      expect((await failureOf(api.getCustomerInfo())).status).toBe(401);
    });
  });

  describe('when asked for one item', () => {
    it('finds it by id or by slug', async () => {
      const { api } = shopClient();
      await expect(api.getItem(FIXTURE_IDS.plain)).resolves.toMatchObject({
        name: 'Red apples 1 kg',
        store_name: 'Fresh Market',
      });
      await expect(api.getItem('sidr-honey-250-g')).resolves.toMatchObject({ stock: 2 });
    });

    it('names it in the language of the request', async () => {
      const { api } = shopClient({}, { language: 'ar' });
      await expect(api.getItem(FIXTURE_IDS.plain)).resolves.toMatchObject({
        name: 'تفاح أحمر 1 كجم',
      });
    });

    it('answers 404 in the errors shape for an unknown one', async () => {
      const { api, notifyError } = shopClient();
      const error = await failureOf(api.getItem(999));
      expect(error).toMatchObject({ status: 404, code: 'item_id', messages: ['Item not found'] });
      expect(notifyError).toHaveBeenCalledWith('Item not found');
    });

    it('serves the items it was given instead of the fixtures', async () => {
      const { api } = shopClient({ items: [{ id: 70, name: 'Tea', image: 'tea.svg', price: 12 }] });
      await expect(api.getItem(70)).resolves.toMatchObject({ name: 'Tea' });
      expect((await failureOf(api.getItem(FIXTURE_IDS.plain))).status).toBe(404);
    });
  });

  describe('when asked for what the home page and the menus show', () => {
    it('answers the category tree in the language of the request', async () => {
      const { api } = shopClient({}, { language: 'ar' });
      const tree = await api.getCategories();
      expect(tree[0]).toMatchObject({ name: 'فواكه وخضروات', childes: [{ id: 11 }, {}, {}] });
    });

    it('pages the item and store lists', async () => {
      const { api } = shopClient();
      const first = await api.getItemList('popular', { limit: 5, offset: 1 });
      const third = await api.getItemList('popular', { limit: 5, offset: 3 });
      expect(first.products.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
      expect(third).toMatchObject({ total_size: 12, products: [{ id: 11 }, { id: 12 }] });
      const stores = await api.getStoreList('popular');
      expect(stores.stores.map((store) => store.name)).toEqual([
        'Fresh Market',
        'Nile Pantry',
        'Delta Dates',
      ]);
    });

    it("sends each store's delivery time in minutes beside 6amMart's text", async () => {
      const { api } = shopClient({}, { language: 'ar' });
      const { stores } = await api.getStoreList('all');
      expect(stores[0]).toMatchObject({
        delivery_time: '20-30 min',
        minimum_delivery_time: 20,
        maximum_delivery_time: 30,
      });
    });

    it('runs a flash sale over the discounted items unless told there is none', async () => {
      const running = await shopClient().api.getFlashSale();
      expect(running?.products.length).toBeGreaterThan(0);
      expect(running?.products.every((item) => (item.discount ?? 0) > 0)).toBe(true);
      await expect(shopClient({ flashSale: false }).api.getFlashSale()).resolves.toBeNull();
    });

    it('answers the banners with the current campaign', async () => {
      const { api } = shopClient();
      const reply = await api.getBanners();
      expect(reply.banners).toHaveLength(2);
      expect(reply.campaigns[0]?.title).toBe('Back to school');
    });
  });

  describe('when asked for what the product and store pages list', () => {
    const rated = (id: number, avg_rating: number, rating_count: number, order_count: number) => ({
      id,
      name: `Item ${id}`,
      image: 'item.svg',
      price: 10,
      stock: 5,
      store_id: id < 4 ? 1 : 2,
      avg_rating,
      rating_count,
      order_count,
    });
    const items = [rated(1, 4.1, 50, 10), rated(2, 4.9, 3, 90), rated(3, 4.5, 9, 40)];

    it('recommends rated items in stock, best rated first unless a filter orders them', async () => {
      const { api } = shopClient({
        items: [...items, { ...rated(4, 5, 1, 1), stock: 0 }, rated(5, 0, 0, 500)],
      });
      const ids = async (filter?: 'top_rated' | 'best_selling' | 'new_arrival') =>
        (await api.getRecommendedItems(filter ? { filter } : {})).items.map((item) => item.id);
      expect(await ids()).toEqual([2, 3, 1]);
      expect(await ids('top_rated')).toEqual([1, 3, 2]);
      expect(await ids('best_selling')).toEqual([2, 3, 1]);
      expect(await ids('new_arrival')).toEqual([3, 2, 1]);
    });

    it("lists a store's items and an item's store mates, best sellers first", async () => {
      const { api } = shopClient({ items });
      const mates = await api.getRelatedStoreItems(1);
      expect(mates.map((item) => item.id)).toEqual([2, 3]);
      const popular = await api.getStorePopularItems('fresh-market');
      expect(popular.map((item) => item.id)).toEqual([2, 3, 1]);
    });
  });

  describe('when asked for item or store suggestions', () => {
    const names = (suggestions: { items: Array<{ name: string }> }) =>
      suggestions.items.map((item) => item.name);

    it('lists the items whose name starts with the text before those with a word starting so', async () => {
      const { api } = shopClient();
      const found = await api.searchSuggestions('r');
      expect(names(found)).toEqual(['Red apples 1 kg', 'Ramadan basket', 'Egyptian rice 5 kg']);
    });

    it('ignores letter case and finds text inside a word from three letters on', async () => {
      const { api } = shopClient();
      expect(names(await api.searchSuggestions('MILK'))).toEqual(['Full cream milk 1 L']);
      expect(names(await api.searchSuggestions('ana'))).toEqual(['Bananas 1 kg']);
      expect(names(await api.searchSuggestions('an'))).toEqual([]);
    });

    it('lists the stores whose name matches, once each', async () => {
      const { api } = shopClient();
      const found = await api.searchSuggestions('dates');
      expect(names(found)).toEqual(['Siwa dates 500 g']);
      expect(found.stores).toEqual([
        {
          id: 3,
          slug: 'delta-dates',
          name: 'Delta Dates',
          logo: 'store-3.png',
          active: true,
          avg_rating: 4.8,
        },
      ]);
    });

    it('sends what the dropdown shows and prices, without the item page details', async () => {
      const { api } = shopClient();
      const [honey] = (await api.searchSuggestions('sidr')).items;
      expect(honey).toMatchObject({
        id: FIXTURE_IDS.lowStock,
        slug: 'sidr-honey-250-g',
        image: 'honey.svg',
        price: 240,
        discounted_price: 240,
        store_name: 'Nile Pantry',
      });
      expect(honey).not.toHaveProperty('description');
      expect(honey).not.toHaveProperty('variations');
    });

    it('matches and names in the language of the request', async () => {
      const { api } = shopClient({}, { language: 'ar' });
      const found = await api.searchSuggestions('تمر');
      expect(names(found)).toEqual(['تمر سيوي 500 جم']);
      expect((await api.searchSuggestions('تمور')).stores).toMatchObject([
        { id: 3, name: 'تمور الدلتا' },
      ]);
      expect(names(await api.searchSuggestions('dates'))).toEqual([]);
    });

    it('answers nothing found with two empty lists', async () => {
      const { api } = shopClient();
      await expect(api.searchSuggestions('caviar')).resolves.toEqual({ items: [], stores: [] });
    });

    it('refuses a blank name with a 422, as the demo server does', async () => {
      const { shop } = shopClient();
      const reply = await shop.fetch(
        'https://shop.test/api/v1/items/item-or-store-search?name=%20',
        { headers: { 'X-localization': 'en' } },
      );
      expect(reply.status).toBe(422);
      await expect(reply.json()).resolves.toEqual({
        errors: [{ code: 'name', message: 'name is required' }],
      });
    });

    it('lists at most ten items', async () => {
      const items = Array.from({ length: 12 }, (_, index) => ({
        id: index + 1,
        name: `Tea ${index + 1}`,
        image: '',
        price: 10,
      }));
      const { api } = shopClient({ items });
      expect((await api.searchSuggestions('tea')).items).toHaveLength(10);
    });
  });

  describe('given a guest without a guest id', () => {
    it('lists an empty cart, as the demo server answers a client before its guest id', async () => {
      const { api } = shopClient();
      expect(await api.getCart()).toEqual([]);
    });

    it('refuses an add as the demo server does', async () => {
      const { api } = shopClient();
      const error = await failureOf(api.addToCart(addBody(FIXTURE_IDS.plain)));
      expect(error).toMatchObject({ status: 403, messages: ['Guest id is missing or unknown'] });
    });
  });

  describe('given a guest with an empty cart', () => {
    it('adds a line and replies with every row, priced after discounts', async () => {
      const { api } = shopClient({}, asGuest);
      const rows = await api.addToCart(addBody(FIXTURE_IDS.percentOff, 2));
      expect(rows).toEqual([
        expect.objectContaining({
          id: expect.any(Number),
          item_id: FIXTURE_IDS.percentOff,
          quantity: 2,
          price: 27,
          variation: [],
          item_type: 'Item',
        }),
      ]);
      expect(rows[0]?.item.price).toBe(30);
      await expect(api.getCart()).resolves.toEqual(rows);
    });

    it('prices a chosen variation at its own price', async () => {
      const { api } = shopClient({}, asGuest);
      const [row] = await api.addToCart(addBody(FIXTURE_IDS.variations, 1, ['Small']));
      expect(row).toMatchObject({
        price: 95,
        variation: [{ type: 'Small', price: 95, stock: 12 }],
      });
    });

    it('stores a campaign item under the ItemCampaign model', async () => {
      const { api } = shopClient({}, asGuest);
      const [row] = await api.addToCart({
        ...addBody(FIXTURE_IDS.campaign),
        model: 'ItemCampaign',
      });
      expect(row?.item_type).toBe('ItemCampaign');
    });

    it.each([
      ['an item out of stock', addBody(FIXTURE_IDS.outOfStock), 403, 'Out of stock'],
      ['a sold-out variation', addBody(FIXTURE_IDS.variations, 1, ['Large']), 403, 'Out of stock'],
      ['more than the stock', addBody(FIXTURE_IDS.lowStock, 3), 403, 'Out of Stock'],
      ['more than the cap', addBody(FIXTURE_IDS.capped, 4), 403, 'Out of Limits'],
      [
        'no size for an item with sizes',
        addBody(FIXTURE_IDS.variations),
        422,
        'Choose a variation of this item',
      ],
      ['an unknown item', addBody(999), 404, 'Item not found'],
    ])('refuses %s', async (_case, body, status, message) => {
      const { api, shop } = shopClient({}, asGuest);
      const error = await failureOf(api.addToCart(body));
      expect(error).toMatchObject({ status, messages: [message] });
      expect(shop.cart.rows()).toEqual([]);
    });

    it('words the refusal in Arabic when asked in Arabic', async () => {
      const { api } = shopClient({}, { ...asGuest, language: 'ar' });
      const error = await failureOf(api.addToCart(addBody(FIXTURE_IDS.outOfStock)));
      expect(error.messages).toEqual(['نفد من المخزون']);
    });
  });

  describe('given an item sold in options that read in Arabic and English', () => {
    const small = { itemId: FIXTURE_IDS.variations, variation: 'Small' };

    it('lists a line put by its code in the language the rows are asked in', () => {
      const { shop } = shopClient({ cart: [small] });
      const variationsIn = (language: 'ar' | 'en') =>
        shop.cart.rows(language).map((row) => row.variation.map(({ type, code }) => [type, code]));
      expect(variationsIn('en')).toEqual([[['Small', 'Small']]]);
      expect(variationsIn('ar')).toEqual([[['صغير', 'Small']]]);
    });

    it('finds the option by its code before the type the request carries', async () => {
      const { api } = shopClient({}, asGuest);
      const [row] = await api.addToCart({
        ...addBody(FIXTURE_IDS.variations),
        variation: [{ type: 'كبير', code: 'Small', price: 0 }],
      });
      expect(row?.variation).toEqual([{ type: 'Small', code: 'Small', price: 95, stock: 12 }]);
      const unknown = await failureOf(
        api.addToCart({
          ...addBody(FIXTURE_IDS.variations),
          variation: [{ type: 'Small', code: 'Medium', price: 0 }],
        }),
      );
      expect(unknown).toMatchObject({ status: 422, messages: ['This variation does not exist'] });
    });

    it('updates a line whose option is named in Arabic, refusing one another line holds', async () => {
      const large = { itemId: FIXTURE_IDS.variations, variation: 'Large' };
      const { api, shop } = shopClient({ cart: [small, large] }, asGuest);
      const [smallLine, largeLine] = shop.cart.rows();
      const update = (cartId: number, quantity: number) =>
        api.updateCartItem({
          cart_id: cartId,
          price: 0,
          quantity,
          variation: [{ type: 'صغير', price: 0 }],
        });
      const rows = await update(smallLine?.id ?? 0, 2);
      expect(rows.map((row) => [row.quantity, row.variation[0]?.code])).toEqual([
        [2, 'Small'],
        [1, 'Large'],
      ]);
      const taken = await failureOf(update(largeLine?.id ?? 0, 1));
      expect(taken).toMatchObject({ status: 409, messages: ['Item already in cart'] });
    });

    it('matches the options of items it was given without codes by their types', async () => {
      const tea = {
        id: 70,
        name: 'Tea',
        image: 'tea.svg',
        price: 12,
        stock: 9,
        variations: [{ type: 'Loose', price: 12, stock: 9 }],
        choice_options: [{ name: 'choice_1', title: 'Form', options: ['Loose'] }],
      };
      const { api } = shopClient({ items: [tea] }, asGuest);
      const [row] = await api.addToCart(addBody(70, 1, ['Loose']));
      expect(row?.variation).toEqual([{ type: 'Loose', price: 12, stock: 9 }]);
      const again = await failureOf(api.addToCart(addBody(70, 1, ['Loose'])));
      expect(again).toMatchObject({ status: 409, messages: ['Item already in cart'] });
    });
  });

  describe('given a cart holding some lines', () => {
    const seeded = () =>
      shopClient(
        {
          cart: [
            { itemId: FIXTURE_IDS.capped, quantity: 3 },
            { itemId: FIXTURE_IDS.lowStock, quantity: 2 },
            { itemId: FIXTURE_IDS.plain },
          ],
        },
        asGuest,
      );
    const lineOf = (shop: ReturnType<typeof seeded>['shop'], itemId: number) => {
      const row = shop.cart.rows().find((candidate) => candidate.item_id === itemId);
      if (!row) throw new Error(`no line of item ${itemId}`);
      return row;
    };

    it('refuses the same line twice with a 409', async () => {
      const { api } = seeded();
      const error = await failureOf(api.addToCart(addBody(FIXTURE_IDS.plain)));
      expect(error).toMatchObject({ status: 409, messages: ['Item already in cart'] });
    });

    it('updates a quantity and replies with every row', async () => {
      const { api, shop } = seeded();
      const apples = lineOf(shop, FIXTURE_IDS.plain);
      const rows = await api.updateCartItem({
        cart_id: apples.id,
        price: 45,
        quantity: 5,
        variation: [],
      });
      expect(rows).toHaveLength(3);
      expect(lineOf(shop, FIXTURE_IDS.plain).quantity).toBe(5);
    });

    it('refuses a quantity above the stock or the cap, and an unknown line', async () => {
      const { api, shop } = seeded();
      const update = (cartId: number, quantity: number) =>
        failureOf(api.updateCartItem({ cart_id: cartId, price: 0, quantity, variation: [] }));
      expect(await update(lineOf(shop, FIXTURE_IDS.lowStock).id, 3)).toMatchObject({
        status: 403,
        messages: ['Out of Stock'],
      });
      expect(await update(lineOf(shop, FIXTURE_IDS.capped).id, 4)).toMatchObject({
        status: 403,
        messages: ['Out of Limits'],
      });
      expect(await update(999, 1)).toMatchObject({ status: 404, messages: ['Item not in cart'] });
    });

    it('removes one line and replies with the rest', async () => {
      const { api, shop } = seeded();
      const rows = await api.removeCartItem(lineOf(shop, FIXTURE_IDS.plain).id);
      expect(rows.map((row) => row.item_id)).toEqual([FIXTURE_IDS.capped, FIXTURE_IDS.lowStock]);
      expect((await failureOf(api.removeCartItem(999))).status).toBe(404);
    });

    it('clears the cart with a message', async () => {
      const { shop } = seeded();
      const reply = await shop.fetch('https://shop.test/api/v1/customer/cart/remove?guest_id=g-1', {
        method: 'DELETE',
        headers: { 'X-localization': 'en' },
      });
      await expect(reply.json()).resolves.toEqual({ message: 'Cart cleared' });
      expect(shop.cart.rows()).toEqual([]);
    });
  });

  describe('given the wishlist', () => {
    it('refuses a guest with 401', async () => {
      const { api } = shopClient({}, asGuest);
      expect((await failureOf(api.addToWishList(FIXTURE_IDS.plain))).status).toBe(401);
    });

    it('adds, lists and removes items for the customer', async () => {
      const { api, shop } = shopClient({ wishlist: [FIXTURE_IDS.lowStock] }, asCustomer);
      await expect(api.addToWishList(FIXTURE_IDS.plain)).resolves.toEqual({
        message: 'Added to wishlist',
      });
      const listed = await api.getWishList();
      expect(listed.item.map((item) => item.id)).toEqual([FIXTURE_IDS.lowStock, FIXTURE_IDS.plain]);
      expect(listed.store).toEqual([]);
      await expect(api.removeFromWishList(FIXTURE_IDS.plain)).resolves.toEqual({
        message: 'Removed from wishlist',
      });
      expect(shop.wishlist.itemIds()).toEqual([FIXTURE_IDS.lowStock]);
    });

    it('refuses an item twice and an unknown item', async () => {
      const { api } = shopClient({ wishlist: [FIXTURE_IDS.plain] }, asCustomer);
      expect(await failureOf(api.addToWishList(FIXTURE_IDS.plain))).toMatchObject({
        status: 409,
        messages: ['Already in your wishlist'],
      });
      expect((await failureOf(api.addToWishList(999))).status).toBe(404);
    });
  });

  describe('when requests arrive', () => {
    it('records each one with its method, path, query and body', async () => {
      const { api, shop } = shopClient({}, asGuest);
      await api.getCart();
      await api.addToCart(addBody(FIXTURE_IDS.plain));
      expect(shop.calls).toEqual([
        {
          method: 'GET',
          path: '/api/v1/customer/cart/list',
          query: { guest_id: 'g-1' },
          body: undefined,
        },
        {
          method: 'POST',
          path: '/api/v1/customer/cart/add',
          query: {},
          body: { guest_id: 'g-1', ...addBody(FIXTURE_IDS.plain) },
        },
      ]);
    });

    it('answers 404 for a route it does not know', async () => {
      const { api } = shopClient();
      const error = await failureOf(api.request('/api/v1/no-such-endpoint'));
      expect(error).toMatchObject({ status: 404, messages: ['Route not found'] });
    });
  });

  describe('when told to fail the next request to a path', () => {
    it('fails that one request only, with the given status and message', async () => {
      const { api, shop } = shopClient({}, asGuest);
      shop.failNext('api/v1/customer/cart/add', 500, 'Internal server error');
      const error = await failureOf(api.addToCart(addBody(FIXTURE_IDS.plain)));
      expect(error).toMatchObject({ status: 500, messages: ['Internal server error'] });
      expect(shop.cart.rows()).toEqual([]);
      await expect(api.addToCart(addBody(FIXTURE_IDS.plain))).resolves.toHaveLength(1);
    });

    it('fails as a network error for status 0', async () => {
      const { api } = shopClient({
        failNext: [{ path: '/api/v1/config', status: 0, message: '' }],
      });
      expect(await failureOf(api.getConfig())).toMatchObject({ status: 0, aborted: false });
      await expect(api.getConfig()).resolves.toBeDefined();
    });
  });

  describe('given a latency', () => {
    it('answers only once the latency has passed', async () => {
      vi.useFakeTimers();
      const { api } = shopClient({ latency: 800 });
      const settled = vi.fn();
      void api.getModules().then(settled);
      await vi.advanceTimersByTimeAsync(799);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledOnce();
    });

    it('rejects as aborted when the caller aborts while it waits', async () => {
      vi.useFakeTimers();
      const { api, notifyError } = shopClient({ latency: 800 });
      const controller = new AbortController();
      const failure = failureOf(api.getModules({ signal: controller.signal }));
      await vi.advanceTimersByTimeAsync(100);
      controller.abort();
      expect(await failure).toMatchObject({ aborted: true });
      expect(notifyError).not.toHaveBeenCalled();
    });
  });
});
