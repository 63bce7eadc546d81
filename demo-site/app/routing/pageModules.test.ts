import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSouqCore, type SouqCore } from '../../../src/core/createSouqCore';
import { createFakeShop } from '../../../src/core/testing/fakeShop';
import { bannersRead } from '../../../widgets/home-page/homeReads';
import { prefetchPageDataOnceZoned, startPageData } from './pageModules';

const cores: SouqCore[] = [];

function shopAndCore() {
  const shop = createFakeShop();
  const core = createSouqCore({
    apiBaseUrl: 'https://shop.test',
    storage: null,
    cookies: null,
    fetch: shop.fetch,
    navigate: vi.fn(),
    reload: vi.fn(),
  });
  cores.push(core);
  return { shop, core };
}

const askedPaths = (shop: ReturnType<typeof createFakeShop>) => shop.calls.map((call) => call.path);

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

describe('prefetching a page’s first screen', () => {
  describe('given the home page', () => {
    it('asks for the banners, the category tree and the modules at once', async () => {
      const { shop, core } = shopAndCore();
      startPageData({ path: '/home', search: '' }, core);
      await vi.waitFor(() =>
        expect(askedPaths(shop).sort()).toEqual([
          '/api/v1/banners',
          '/api/v1/categories',
          '/api/v1/module',
        ]),
      );
    });

    it('leaves the banner section nothing to ask again', async () => {
      const { shop, core } = shopAndCore();
      startPageData({ path: '/home', search: '' }, core);
      const reply = await bannersRead(core).load();
      expect(reply.banners.length).toBeGreaterThan(0);
      expect(askedPaths(shop).filter((path) => path === '/api/v1/banners')).toHaveLength(1);
    });
  });

  describe('given a search page', () => {
    it('asks for the first page of the searched items', async () => {
      const { shop, core } = shopAndCore();
      startPageData({ path: '/search', search: '?name=apple' }, core);
      await vi.waitFor(() => expect(askedPaths(shop)).toContain('/api/v1/items/search'));
      const search = shop.calls.find((call) => call.path === '/api/v1/items/search');
      expect(search?.query).toMatchObject({ name: 'apple' });
    });
  });

  describe('given a product page', () => {
    it('asks for the details of the item its path names', async () => {
      const { shop, core } = shopAndCore();
      startPageData({ path: '/product/red-apples', search: '' }, core);
      await vi.waitFor(() =>
        expect(askedPaths(shop).some((path) => path.startsWith('/api/v1/items/details'))).toBe(
          true,
        ),
      );
    });
  });

  describe('given a content page', () => {
    it('asks for the page at its API path (the cancellation policy spelt as 6amMart does)', async () => {
      const { shop, core } = shopAndCore();
      startPageData({ path: '/cancellation-policy', search: '' }, core);
      await vi.waitFor(() => expect(askedPaths(shop)).toEqual(['/api/v1/cancelation']));
    });
  });

  describe('given a page with nothing to prefetch', () => {
    it('asks for nothing', async () => {
      const { shop, core } = shopAndCore();
      startPageData({ path: '/404', search: '' }, core);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(shop.calls).toEqual([]);
    });
  });

  describe('given a new visitor whose first load has just begun', () => {
    it('asks for the banners once the zone is settled, before the guest id', async () => {
      const { shop, core } = shopAndCore();
      void core.start();
      prefetchPageDataOnceZoned({ path: '/home', search: '' }, core);
      await core.start();
      await vi.waitFor(() => expect(askedPaths(shop)).toContain('/api/v1/banners'));
      const paths = askedPaths(shop);
      expect(paths.indexOf('/api/v1/banners')).toBeLessThan(
        paths.indexOf('/api/v1/auth/guest/request'),
      );
    });

    it('asks for the banners once only, however often the zone changes', async () => {
      const { shop, core } = shopAndCore();
      prefetchPageDataOnceZoned({ path: '/home', search: '' }, core);
      await core.start();
      core.store.zoneId.value = JSON.stringify([2]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(askedPaths(shop).filter((path) => path === '/api/v1/banners')).toHaveLength(1);
    });
  });
});
