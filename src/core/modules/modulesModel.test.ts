import { describe, expect, it, vi } from 'vitest';
import { FIXED_MODULE } from '../api/requestHeaders';
import type { CartItem, Module } from '../api/wire';
import { createQueryCache } from '../query/queryCache';
import { createStore } from '../store/createStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { moduleLinks, moduleTypeOfPage, storeModulePages } from './moduleLinks';
import { createModulesModel } from './modulesModel';

const SHOP_MODULES: Module[] = [
  { id: 1, module_type: 'ecommerce', module_name: 'Shop' },
  { id: 2, module_type: 'grocery', module_name: 'Grocery' },
  { id: 3, module_type: 'food', module_name: 'Food' },
  { id: 4, module_type: 'pharmacy', module_name: 'Pharmacy' },
  { id: 5, module_type: 'parcel', module_name: 'Parcel' },
];

function modelHarness(path = '/search?q=tea') {
  const storage = createMemoryStorage();
  const store = createStore({ storage });
  const cache = createQueryCache();
  const api = {
    getModules: vi.fn((_call?: { silent?: boolean }) => Promise.resolve(SHOP_MODULES)),
  };
  const reload = vi.fn<(path: string) => void>();
  const model = createModulesModel({ store, api, cache, reload, currentPath: () => path });
  return { model, store, storage, cache, api, reload };
}

describe('the shop’s modules', () => {
  it('starts in the Shop, with no list until it is read', () => {
    const { model } = modelHarness();
    expect(model.list.value).toEqual([]);
    expect(model.current.value).toEqual(FIXED_MODULE);
  });

  it('reads the list once for every caller, quietly, and keeps it for the next visit', async () => {
    const { model, api, store, storage } = modelHarness();
    await Promise.all([model.load(), model.load()]);
    expect(api.getModules).toHaveBeenCalledTimes(1);
    expect(api.getModules).toHaveBeenCalledWith({ silent: true });
    expect(model.list.value.map((module) => module.module_name)).toEqual([
      'Shop',
      'Grocery',
      'Food',
      'Pharmacy',
      'Parcel',
    ]);
    expect(model.current.value.module_name).toBe('Shop');
    expect(storage.getItem(store.persistence.sliceKey('config'))).toContain('"pharmacy"');
  });

  it('switches: keeps the choice, forgets every cached read and loads the page again', async () => {
    const { model, store, storage, cache, reload } = modelHarness();
    await model.load();
    const categories = vi.fn(() => Promise.resolve(['Fruits']));
    await cache.fetch(['categories', 'en'], categories);

    expect(model.choose(3)).toBe(true);

    expect(model.current.value).toEqual(SHOP_MODULES[2]);
    expect(store.module.value?.id).toBe(3);
    expect(store.utils.value.selectedModule?.id).toBe(3);
    expect(storage.getItem('module')).toContain('"id":3');
    expect(reload).toHaveBeenCalledWith('/search?q=tea');
    await cache.fetch(['categories', 'en'], categories);
    expect(categories).toHaveBeenCalledTimes(2);
  });

  it('keeps the cart’s lines of every module through a switch', async () => {
    const { model, store } = modelHarness();
    await model.load();
    const line = { id: 7, name: 'Red Apple', price: 10, quantity: 2 } as CartItem;
    store.cart.value = { ...store.cart.value, cartList: [line] };
    model.choose(3);
    model.choose(2);
    expect(store.cart.value.cartList).toEqual([line]);
  });

  it('does nothing for the module already chosen, or one the shop does not list', async () => {
    const { model, reload } = modelHarness();
    await model.load();
    expect(model.choose(1)).toBe(false);
    expect(model.choose(42)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(model.current.value.id).toBe(1);
  });

  it('opens the parcel page for the parcel module, even when it is the current one', async () => {
    const { model, reload } = modelHarness('/home');
    await model.load();
    model.choose(5);
    model.choose(5);
    expect(reload.mock.calls).toEqual([['/parcel'], ['/parcel']]);
  });
});

describe('the pages of a module type', () => {
  it('gives the pharmacy an entry to prescription orders, and parcel its own landing page', () => {
    expect(moduleLinks('pharmacy')).toEqual({
      landing: null,
      pages: [
        expect.objectContaining({ path: '/prescription', label: 'Order with a prescription' }),
      ],
    });
    expect(moduleLinks('parcel')).toEqual({ landing: '/parcel', pages: [] });
    expect(moduleLinks('food')).toEqual({ landing: null, pages: [] });
  });

  it("gives a pharmacy's page its own prescription order, and a store of another module none", () => {
    expect(storeModulePages('pharmacy', 7).map((page) => page.path)).toEqual([
      '/prescription?store=7',
    ]);
    expect(storeModulePages('grocery', 7)).toEqual([]);
  });

  it('names the module a page belongs to, and none for the pages of every module', () => {
    expect(moduleTypeOfPage('/parcel')).toBe('parcel');
    expect(moduleTypeOfPage('/prescription')).toBe('pharmacy');
    expect(moduleTypeOfPage('/prescription?store=4')).toBe('pharmacy');
    expect(moduleTypeOfPage('/home')).toBeNull();
    expect(moduleTypeOfPage('/parcel-tracking')).toBeNull();
  });
});
