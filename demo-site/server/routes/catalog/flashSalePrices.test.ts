// @vitest-environment node

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FlashSale,
  FlashSaleItem,
  Item,
  ProductPage,
  SearchSuggestions,
  WishList,
} from '../../../../src/core/api/wire';
import { type PricedItem, unitPrice } from '../../../../src/core/pricing';
import { createCustomer } from '../../testing/accountFixtures';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { getJson } from '../../testing/getJson';
import { insertFlashSale, type TestSale } from '../../testing/insertFlashSale';
import { startTestServer, type TestServer } from '../../testing/testServer';

/*
 * The fixtures run a flash sale (started an hour ago, ending in five): Red Apple (10, no discount
 * of its own) at 20 % off, and White Bread (5, in a store giving 10 %) at 1 off. While it runs,
 * every reply prices them by the sale; an item on a sale that has ended or not begun is priced
 * as before.
 */

let server: TestServer;
let fixtures: CatalogFixtures;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertCatalogFixtures(server.db);
}, 60_000);

afterAll(async () => {
  await server.close();
});

const details = async (id: number) =>
  (await getJson<Item>(server.app, `/api/v1/items/details/${id}`)).body;

/** What src/core/pricing makes of the fields as sent: the client's price for the item. */
const clientPrice = (item: Partial<PricedItem>) =>
  unitPrice({ ...item, price: item.price ?? Number.NaN });

/** Puts one item on a sale, its window in hours from now. */
const insertSale = (
  itemId: number,
  hours: TestSale['hours'],
  terms: TestSale['terms'],
): Promise<number> => insertFlashSale(server.db, { moduleId: 2, itemId, hours, terms });

describe('given a running flash sale', () => {
  describe('when an item on it is asked for by id', () => {
    it('carries the sale terms in place of its own and of its store, and the sale', async () => {
      const apple = await details(fixtures.item.redApple);
      expect(apple).toMatchObject({
        price: 10,
        discount: 20,
        discount_type: 'percent',
        store_discount: 0,
        discounted_price: 8,
        flash_sale: { id: fixtures.flashSale.running, available_stock: 7 },
      });
      const bread = await details(fixtures.item.whiteBread);
      expect(bread).toMatchObject({
        price: 5,
        discount: 1,
        discount_type: 'amount',
        store_discount: 0,
        discounted_price: 4,
      });
    });

    it('is priced by the client at the discounted price the server sent', async () => {
      for (const id of [fixtures.item.redApple, fixtures.item.whiteBread]) {
        const item = await details(id);
        expect(clientPrice(item)).toBe(item.discounted_price);
      }
    });

    it('ends the sale when the sale page says it does', async () => {
      const { body: sale } = await getJson<FlashSale>(server.app, '/api/v1/flash-sales');
      expect((await details(fixtures.item.redApple)).flash_sale?.end_at).toBe(sale.end_at);
    });
  });

  describe('when an item list is asked for', () => {
    it('prices the sale items at the sale price and the others as before', async () => {
      const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/popular?limit=20');
      const byName = new Map(body.products.map((item) => [item.name, item]));
      expect(byName.get('Red Apple')).toMatchObject({ discounted_price: 8 });
      expect(byName.get('White Bread')).toMatchObject({ discounted_price: 4 });
      expect(byName.get('Green Apple')).toMatchObject({ discounted_price: 9, flash_sale: null });
      expect(byName.get('Apple Pie')).toMatchObject({ store_discount: 10, discounted_price: 36 });
      for (const item of body.products) expect(clientPrice(item)).toBe(item.discounted_price);
    });
  });

  describe('when searching', () => {
    it('sends, filters and sorts by the sale price', async () => {
      const { body } = await getJson<ProductPage>(
        server.app,
        '/api/v1/items/search?name=apple&max_price=8&sort_by=low',
      );
      expect(body.products.map((item) => [item.name, item.discounted_price])).toEqual([
        ['Red Apple', 8],
      ]);
    });
  });

  describe('when the search box suggests', () => {
    it('prices a suggested sale item at the sale price', async () => {
      const { body } = await getJson<SearchSuggestions>(
        server.app,
        '/api/v1/items/item-or-store-search?name=red%20apple',
      );
      const [apple] = body.items;
      expect(apple).toMatchObject({ name: 'Red Apple', store_discount: 0, discounted_price: 8 });
      expect(apple && clientPrice(apple)).toBe(8);
    });
  });

  describe('when the sale page lists its items', () => {
    it('sends each at the price its flash_sale names', async () => {
      const { body } = await getJson<{ products: FlashSaleItem[] }>(
        server.app,
        '/api/v1/flash-sales',
      );
      expect(body.products).toHaveLength(2);
      for (const item of body.products) {
        expect(item.discounted_price).toBe(item.flash_sale.price);
      }
    });
  });

  describe('when a customer lists their wishlist', () => {
    it('prices a wished sale item at the sale price', async () => {
      const customer = await createCustomer(server.db);
      const headers = { authorization: `Bearer ${customer.token}`, 'x-localization': 'en' };
      const added = await server.app.inject({
        method: 'POST',
        url: `/api/v1/customer/wish-list/add?item_id=${fixtures.item.whiteBread}`,
        headers,
      });
      expect(added.statusCode).toBe(200);
      const listed = await server.app.inject({ url: '/api/v1/customer/wish-list', headers });
      expect(listed.json<WishList>().item).toEqual([
        expect.objectContaining({ name: 'White Bread', discounted_price: 4 }),
      ]);
    });
  });
});

describe('given a flash sale that has ended', () => {
  let endedSale: number;
  beforeAll(async () => {
    endedSale = await insertSale(
      fixtures.item.greenApple,
      { from: -3, to: -1 },
      { discount: 50, discountType: 'percent' },
    );
  });

  it('prices its items as before the sale, with no flash_sale', async () => {
    const apple = await details(fixtures.item.greenApple);
    expect(apple).toMatchObject({
      discount: 25,
      discount_type: 'percent',
      discounted_price: 9,
      flash_sale: null,
    });
    expect(clientPrice(apple)).toBe(9);
  });

  it('still lists the sale terms on its own page, next to the price the item sells at now', async () => {
    const { body } = await getJson<{ products: FlashSaleItem[] }>(
      server.app,
      `/api/v1/flash-sales/items?flash_sale_id=${endedSale}`,
    );
    expect(body.products.map((item) => [item.discounted_price, item.flash_sale])).toEqual([
      [9, expect.objectContaining({ id: endedSale, discount: 50, price: 6 })],
    ]);
  });
});

describe('given a flash sale that has not begun', () => {
  beforeAll(async () => {
    await insertSale(
      fixtures.item.pineapple,
      { from: 1, to: 2 },
      { discount: 5, discountType: 'amount' },
    );
  });

  it('prices its items as before the sale', async () => {
    expect(await details(fixtures.item.pineapple)).toMatchObject({
      discount: 0,
      discounted_price: 30,
      flash_sale: null,
    });
  });
});

describe('given an item on two running flash sales', () => {
  beforeAll(async () => {
    await insertSale(
      fixtures.item.redApple,
      { from: -1, to: 10 },
      { discount: 50, discountType: 'percent' },
    );
  });

  it('prices it by the sale ending first, the one the sale page shows', async () => {
    expect(await details(fixtures.item.redApple)).toMatchObject({
      discounted_price: 8,
      flash_sale: { id: fixtures.flashSale.running },
    });
    const { body } = await getJson<FlashSale>(server.app, '/api/v1/flash-sales');
    expect(body.id).toBe(fixtures.flashSale.running);
  });
});
