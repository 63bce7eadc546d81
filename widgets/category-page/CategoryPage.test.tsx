import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { createTestCore, renderRouted, seriousViolations } from '../../src/ui/testing';
import { browseBackend } from '../search-page/testing/browseBackend';
import { CategoryPage, type CategoryPageProps } from './CategoryPage';
import './define';

// Two shared cores run every helper's tests: give the page time to answer.
configure({ asyncUtilTimeout: 5_000 });

const cores: SouqCore[] = [];

/** An IntersectionObserver that never reports, so pages load only when the test asks. */
class StillObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', StillObserver);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
  vi.unstubAllGlobals();
});

/** The category page on a fake shop, under a host that routes like the storefront. */
function renderCategory(
  props: CategoryPageProps,
  { language = 'en' as Locale, failCategories = false } = {},
) {
  const shop = createFakeShop({
    signedIn: false,
    ...(failCategories
      ? { failNext: [{ path: '/api/v1/categories', status: 500, message: 'Down' }] }
      : {}),
  });
  const backend = browseBackend(shop.fetch);
  const { core } = createTestCore({ language, fetch: backend.fetch });
  cores.push(core);
  const view = renderRouted((query) => <CategoryPage {...props} query={query} />, {
    core,
    query: props.query,
    staysOn: (url) => url.pathname === `/category/${props.categoryId}`,
  });
  return { ...view, backend };
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('CategoryPage', { timeout: 30_000 }, () => {
  describe('given no category id', () => {
    it('lists every parent category with its children, each linking to its page', async () => {
      renderCategory({});
      expect((await heading()).textContent).toBe('Categories');
      await screen.findByRole('heading', { level: 2, name: 'Bakery' });
      const parents = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(parents).toEqual(['Fruit & Vegetables', 'Bakery', 'Dairy & Eggs', 'Pharmacy']);
      expect(screen.getByRole('link', { name: 'Bakery' }).getAttribute('href')).toBe('/category/2');
      const bakery = within(screen.getByRole('list', { name: 'Subcategories of Bakery' }));
      expect(
        bakery.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Bread', '/category/21'],
        ['Pastries', '/category/22'],
      ]);
    });

    it('opens a category through the storefront’s router', async () => {
      const { user, navigations } = renderCategory({});
      await user.click(await screen.findByRole('link', { name: 'Herbs' }));
      expect(navigations).toEqual(['/category/13']);
    });

    it('lists them in Arabic', async () => {
      renderCategory({}, { language: 'ar' });
      expect((await heading()).textContent).toBe('الفئات');
      expect(await screen.findByRole('heading', { level: 2, name: 'مخبوزات' })).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderCategory({});
      await screen.findByRole('heading', { level: 2, name: 'Bakery' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a parent category', () => {
    it('shows its name, its children as chips, and its items', async () => {
      const { backend } = renderCategory({ categoryId: 1 });
      await waitFor(async () => expect((await heading()).textContent).toBe('Fruit & Vegetables'));
      const chips = within(
        screen.getByRole('list', { name: 'Subcategories of Fruit & Vegetables' }),
      );
      expect(chips.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Fresh fruit',
        'Vegetables',
        'Herbs',
      ]);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('7 items found'));
      expect(backend.queries('/api/v1/categories/items/1')).toEqual([{ limit: '10', offset: '1' }]);
    });

    it('filters its items and keeps the filters in its own address', async () => {
      const { user, navigations, backend } = renderCategory({ categoryId: 1, query: '?sort=low' });
      await user.click(await screen.findByRole('checkbox', { name: 'Veg' }));
      expect(navigations).toEqual(['/category/1?veg=1&sort=low']);
      await waitFor(() =>
        expect(backend.queries('/api/v1/categories/items/1').at(-1)).toEqual({
          type: 'veg',
          sort_by: 'low',
          limit: '10',
          offset: '1',
        }),
      );
      expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    });

    it('lists the stores selling in it on the stores tab', async () => {
      const { backend } = renderCategory({ categoryId: 1, query: '?tab=stores' });
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 stores found'));
      expect(backend.queries('/api/v1/categories/stores/1')).toEqual([
        { limit: '10', offset: '1' },
      ]);
    });
  });

  describe('given a parent category in Arabic', () => {
    it('has no serious accessibility violations', async () => {
      const { container } = renderCategory({ categoryId: 1 }, { language: 'ar' });
      await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a child category', () => {
    it('shows its name and no chips', async () => {
      renderCategory({ categoryId: 22 });
      await waitFor(async () => expect((await heading()).textContent).toBe('Pastries'));
      expect(screen.queryByRole('list', { name: /Subcategories/ })).toBeNull();
    });
  });

  describe('given a category the shop does not know', () => {
    it('says "Category not found" with a link home, and asks for no items', async () => {
      const { backend } = renderCategory({ categoryId: 999 });
      await waitFor(async () => expect((await heading()).textContent).toBe('Category not found'));
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
      expect(backend.asked).toEqual([]);
    });

    it('says it in Arabic', async () => {
      renderCategory({ categoryId: 999 }, { language: 'ar' });
      await waitFor(async () => expect((await heading()).textContent).toBe('التصنيف غير موجود'));
    });
  });

  describe('given the categories fail to load', () => {
    it('says so with Try again', async () => {
      renderCategory({ categoryId: 1 }, { failCategories: true });
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Categories could not be loaded.',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    });
  });
});

describe('<souq-category-page>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: browseBackend(shop.fetch).fetch });
  });

  it('shows the category its category-id names, inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-category-page category-id="2"></souq-category-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-category-page');
    await souqRuntime().ready;
    await waitFor(() =>
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('مخبوزات'),
    );
    holder.remove();
  });
});
