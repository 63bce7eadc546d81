import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createApiClient } from '../api/createApiClient';
import { fakeContext } from '../api/testDoubles';
import type { Module } from '../api/wire';
import { fixtureItems } from './catalogFixtures';
import { createFakeShop } from './fakeShop';

const MODULES: Module[] = [
  { id: 1, module_type: 'ecommerce', module_name: 'Shop' },
  { id: 3, module_type: 'food', module_name: 'Food' },
];

/** The fixture items, the first two of them the food module's. */
const items = fixtureItems('en').map((item, index) =>
  index < 2 ? { ...item, module_id: 3 } : item,
);

/** A real API client in a module, talking to a fake shop with a food module. */
function apiIn(moduleId: number) {
  const shop = createFakeShop({ modules: MODULES, items });
  const { context } = fakeContext({ language: 'en', moduleId });
  return createApiClient({
    baseURL: 'https://shop.test',
    context,
    fetch: shop.fetch,
    onUnauthorized: () => {},
    notifyError: () => {},
    navigate: () => {},
    t: (key) => key,
  });
}

const food = items.slice(0, 2);

describe('the fake shop, in a module', () => {
  it('lists the shop’s modules', async () => {
    expect(await apiIn(1).getModules()).toEqual(MODULES);
  });

  it('answers the whole catalog in the all-in-one Shop', async () => {
    const api = apiIn(1);
    expect((await api.searchItems({ limit: 50 })).total_size).toBe(items.length);
    expect((await api.getCategories()).length).toBeGreaterThan(0);
    expect((await api.getStoreList('all')).stores.length).toBeGreaterThan(0);
  });

  it('answers only the module’s own items in another module', async () => {
    const api = apiIn(3);
    const search = await api.searchItems({ limit: 50 });
    expect(search.products.map((item) => item.id)).toEqual(
      expect.arrayContaining(food.map((item) => item.id)),
    );
    expect(search.total_size).toBe(food.length);
    const popular = await api.getItemList('popular');
    expect(popular.products.every((item) => item.module_id === 3)).toBe(true);
    const suggested = await api.searchSuggestions(food[0]?.name.slice(0, 4) ?? '');
    expect(suggested.items.every((item) => item.module_id === 3)).toBe(true);
  });

  it('holds the fixture categories, stores, banners and sale in the whole catalog only', async () => {
    const api = apiIn(3);
    expect(await api.getCategories()).toEqual([]);
    expect((await api.getStoreList('popular')).stores).toEqual([]);
    expect(await api.getBanners()).toEqual({ campaigns: [], banners: [] });
    expect(await api.getFlashSale()).toBeNull();
  });

  it('refuses a module it does not have', async () => {
    const failure = await apiIn(9)
      .getCategories()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});
