import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop, type FakeShopOptions, fixtureItems } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import {
  createScrollObserver,
  createTestCore,
  renderRouted,
  renderWithSouq,
  seriousViolations,
} from '../../src/ui/testing';
import { prefetchSearchPage } from './itemResults';
import { SearchPage, type SearchPageProps } from './SearchPage';
import { type BrowseBackendOptions, browseBackend } from './testing/browseBackend';
import './define';

// Two shared cores run every helper's tests: give the page time to answer.
configure({ asyncUtilTimeout: 5_000 });

const cores: SouqCore[] = [];

const scroll = createScrollObserver();

/** happy-dom's window sizing, which its media queries follow. */
const viewport = (width: number) =>
  (
    window as unknown as {
      happyDOM: { setViewport(size: { width: number; height: number }): void };
    }
  ).happyDOM.setViewport({ width, height: 800 });

beforeEach(() => {
  viewport(1280);
  vi.stubGlobal('IntersectionObserver', scroll.Observer);
  window.history.replaceState(null, '', '/search');
});

afterEach(() => {
  scroll.forget();
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
  vi.unstubAllGlobals();
});

interface Setup {
  language?: Locale;
  backend?: BrowseBackendOptions;
  shop?: FakeShopOptions;
  /** Gives the page the storefront's router, which hands each new query back as a prop. */
  router?: boolean;
}

/** The search page on a fake shop; with `router`, a host that routes like the storefront. */
function renderSearch(props: SearchPageProps, setup: Setup = {}) {
  const shop = createFakeShop({ signedIn: false, ...setup.shop });
  const backend = browseBackend(shop.fetch, setup.backend);
  const { core } = createTestCore({ language: setup.language ?? 'en', fetch: backend.fetch });
  cores.push(core);
  const page = (query: string | undefined) => <SearchPage {...props} query={query} />;
  const view = setup.router
    ? renderRouted(page, { core, query: props.query })
    : renderWithSouq(page(props.query), { core });
  return { ...view, core, backend };
}

const results = () => within(screen.getByRole('tabpanel'));
const cardNames = () =>
  results()
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const loaded = () =>
  waitFor(() =>
    expect(screen.getByRole('tabpanel').querySelector('[aria-busy="true"]')).toBeNull(),
  );

/** Axe over a page of cards takes seconds on a busy machine. */
const AXE_TIMEOUT = 30_000;

describe('SearchPage', { timeout: 30_000 }, () => {
  describe('given a deep link ?name=tea&veg=1&sort=low&min_price=5', () => {
    const query = '?name=tea&veg=1&sort=low&min_price=5';

    it('shows the search as the heading and every filter as the link set it', async () => {
      renderSearch({ query });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Search results for "tea"',
      );
      const filters = within(screen.getByRole('complementary'));
      expect(filters.getByRole('checkbox', { name: 'Veg' })).toHaveProperty('checked', true);
      expect(filters.getByRole('checkbox', { name: 'Non-veg' })).toHaveProperty('checked', false);
      expect(filters.getByRole('spinbutton', { name: 'Lowest price' })).toHaveProperty(
        'value',
        '5',
      );
      expect(filters.getByRole('spinbutton', { name: 'Highest price' })).toHaveProperty(
        'value',
        '',
      );
      expect(filters.getByRole('radio', { name: 'Any rating' })).toHaveProperty('checked', true);
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'low');
      await loaded();
    });

    it('asks items/search for exactly those filters, first page of 10', async () => {
      const { backend } = renderSearch({ query });
      await loaded();
      expect(backend.queries('/api/v1/items/search')).toEqual([
        { name: 'tea', type: 'veg', min_price: '5', sort_by: 'low', limit: '10', offset: '1' },
      ]);
    });
  });

  describe('given a search that matches nothing', () => {
    it('says "Items not found!" in the live region and shows no cards', async () => {
      renderSearch({ query: '?name=caviar' });
      const status = await screen.findByText('Items not found!');
      expect(status.getAttribute('role')).toBe('status');
      expect(cardNames()).toEqual([]);
    });

    it('says it in Arabic too', async () => {
      renderSearch({ query: '?name=caviar' }, { language: 'ar' });
      expect(await screen.findByText('لم يتم العثور على منتجات!')).toBeTruthy();
    });
  });

  describe('given more results than one page', () => {
    it('shows the first 10 with the total count, and a Show more button', async () => {
      renderSearch({ query: '' });
      await loaded();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All items');
      expect(cardNames()).toHaveLength(10);
      expect(screen.getByRole('status').textContent).toBe('12 items found');
      expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
    });

    describe('when the shopper presses Show more', () => {
      it('asks for page 2 and appends it under the first', async () => {
        const { user, backend } = renderSearch({ query: '' });
        await loaded();
        const first = cardNames();
        await user.click(screen.getByRole('button', { name: 'Show more' }));
        await waitFor(() => expect(cardNames()).toHaveLength(12));
        expect(cardNames().slice(0, 10)).toEqual(first);
        expect(backend.queries('/api/v1/items/search').map((q) => q.offset)).toEqual(['1', '2']);
        expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
        const eleventh = results().getAllByRole('listitem')[10];
        expect(document.activeElement?.closest('li')).toBe(eleventh);
        expect(document.activeElement?.textContent).toBe(cardNames()[10]);
      });
    });

    describe('when the shopper scrolls to the end of the results', () => {
      it('loads the next page by itself', async () => {
        const { backend } = renderSearch({ query: '' });
        await loaded();
        act(scroll.scrollNear);
        await waitFor(() => expect(cardNames()).toHaveLength(12));
        expect(backend.queries('/api/v1/items/search').map((q) => q.offset)).toEqual(['1', '2']);
      });
    });
  });

  describe('given the storefront’s router', () => {
    describe('when the shopper ticks a filter', () => {
      it('navigates to the canonical address and asks for the new results', async () => {
        const { user, navigations, backend } = renderSearch(
          { query: '?sort=low&name=apples' },
          { router: true },
        );
        await loaded();
        await user.click(screen.getByRole('checkbox', { name: 'Discounted' }));
        expect(navigations).toEqual(['/search?name=apples&discounted=1&sort=low']);
        await loaded();
        expect(screen.getByRole('checkbox', { name: 'Discounted' })).toHaveProperty(
          'checked',
          true,
        );
        expect(backend.queries('/api/v1/items/search').at(-1)).toMatchObject({
          name: 'apples',
          discounted: '1',
          sort_by: 'low',
        });
      });
    });

    describe('when the shopper picks a sort order', () => {
      it('navigates to the address with that sort', async () => {
        const { user, navigations } = renderSearch({ query: '?name=apples' }, { router: true });
        await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Top rated');
        expect(navigations).toEqual(['/search?name=apples&sort=rating']);
      });
    });
  });

  describe('given no router (a partner page)', () => {
    it('pushes the page’s own address, and Back restores the filters before', async () => {
      window.history.replaceState(null, '', '/shop?lang=en&name=apples');
      const { user, backend } = renderSearch({});
      await loaded();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Search results for "apples"',
      );
      await user.click(screen.getByRole('checkbox', { name: 'Veg' }));
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        '/shop?lang=en&name=apples&veg=1',
      );
      await loaded();
      expect(backend.queries('/api/v1/items/search').at(-1)).toMatchObject({ type: 'veg' });

      window.history.back();
      await waitFor(() =>
        expect(screen.getByRole('checkbox', { name: 'Veg' })).toHaveProperty('checked', false),
      );
      expect(window.location.search).toBe('?lang=en&name=apples');
    });
  });

  describe('given an earlier reply arrives after a later one (latest wins)', () => {
    it('keeps the later state’s results', async () => {
      let releaseSlow = () => {};
      const slow = new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      const { user } = renderSearch(
        { query: '?name=a' },
        {
          router: true,
          backend: {
            // The first search (every item with an "a") hangs until the test lets it go.
            hold: (url) =>
              url.pathname === '/api/v1/items/search' && !url.searchParams.has('sort_by')
                ? slow
                : undefined,
          },
        },
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name: A to Z');
      await loaded();
      const later = cardNames();
      await act(async () => releaseSlow());
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(cardNames()).toEqual(later);
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'a_to_z');
    });
  });

  describe.each([
    [1, 'عُثر على منتج واحد'],
    [2, 'عُثر على منتجين'],
    [3, 'عُثر على 3 منتجات'],
    [11, 'عُثر على 11 منتجًا'],
  ])('given %i results, in Arabic', (count, text) => {
    it(`says "${text}"`, async () => {
      renderSearch(
        { query: '' },
        {
          language: 'ar',
          shop: { items: fixtureItems('ar').slice(0, count) },
        },
      );
      await loaded();
      expect(screen.getByRole('status').textContent).toBe(text);
    });
  });

  describe('given the stores tab', () => {
    it('lists the stores whose name matches', async () => {
      const { backend } = renderSearch({ query: '?name=market&tab=stores' });
      await loaded();
      expect(screen.getByRole('tab', { name: 'Stores' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(cardNames()).toEqual(['Fresh Market']);
      expect(screen.getByRole('status').textContent).toBe('1 store found');
      expect(backend.queries('/api/v1/stores/search')).toEqual([
        { name: 'market', limit: '10', offset: '1' },
      ]);
    });

    it('lists every store when no name is searched', async () => {
      const { backend } = renderSearch({ query: '?tab=stores' });
      await loaded();
      expect(cardNames()).toEqual(['Fresh Market', 'Nile Pantry', 'Delta Dates']);
      expect(backend.queries('/api/v1/stores/search')).toEqual([]);
      expect(backend.queries('/api/v1/stores/get-stores/all')).toEqual([
        { limit: '10', offset: '1' },
      ]);
    });

    it('is reached from the items tab with the arrow key', async () => {
      const { user, navigations } = renderSearch({ query: '?name=market' }, { router: true });
      screen.getByRole('tab', { name: 'Items' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(navigations).toEqual(['/search?name=market&tab=stores']);
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Stores' }));
    });
  });

  describe('given a price range the wrong way round', () => {
    it('refuses it with a message at the lowest price and navigates nowhere', async () => {
      const { user, navigations } = renderSearch({ query: '?name=apples' }, { router: true });
      const filters = within(screen.getByRole('complementary'));
      await user.type(filters.getByRole('spinbutton', { name: 'Lowest price' }), '90');
      await user.type(filters.getByRole('spinbutton', { name: 'Highest price' }), '20');
      await user.click(filters.getByRole('button', { name: 'Apply' }));
      expect(filters.getByRole('alert').textContent).toBe(
        'The lowest price cannot be above the highest',
      );
      const lowest = filters.getByRole('spinbutton', { name: 'Lowest price' });
      expect(lowest.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(lowest);
      expect(navigations).toEqual([]);
    });

    it('applies a valid range as one navigation', async () => {
      const { user, navigations } = renderSearch({ query: '?name=apples' }, { router: true });
      const filters = within(screen.getByRole('complementary'));
      await user.type(filters.getByRole('spinbutton', { name: 'Highest price' }), '50{Enter}');
      expect(navigations).toEqual(['/search?name=apples&max_price=50']);
    });
  });

  describe('given filters are chosen', () => {
    it('clears them all but keeps the search with Clear All', async () => {
      const { user, navigations } = renderSearch(
        { query: '?name=apples&veg=1&rating=4&sort=high' },
        { router: true },
      );
      await user.click(
        within(screen.getByRole('complementary')).getByRole('button', { name: 'Clear All' }),
      );
      expect(navigations).toEqual(['/search?name=apples&sort=high']);
    });
  });

  describe('given a phone', () => {
    it('hides the panel beside the results and opens the filters in a side sheet instead', async () => {
      viewport(390);
      const { user } = renderSearch({ query: '?name=apples&veg=1' });
      await user.click(screen.getByRole('button', { name: 'Filter' }));
      expect(screen.queryByRole('complementary')).toBeNull();
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      expect(within(sheet).getByRole('checkbox', { name: 'Veg' })).toHaveProperty('checked', true);
    });
  });

  describe('given the results fail to load', () => {
    it('says so, and Try again loads them', async () => {
      const { user } = renderSearch(
        { query: '?name=apples' },
        { backend: { failing: { path: '/api/v1/items/search', times: 1 } } },
      );
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The results could not be loaded.',
      );
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(cardNames()).toEqual(['Red apples 1 kg']));
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('given results in Arabic', () => {
    it('has no serious accessibility violations', { timeout: AXE_TIMEOUT }, async () => {
      const { container } = renderSearch({ query: '?name=' }, { language: 'ar' });
      await loaded();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});

describe('<souq-search-page>', () => {
  const shop = createFakeShop({ signedIn: false });
  const backend = browseBackend(shop.fetch);

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: backend.fetch });
  });

  it('opens on the search its name attribute gives, inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-search-page name="apples"></souq-search-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-search-page');
    await souqRuntime().ready;
    await waitFor(() =>
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('نتائج البحث عن «apples»'),
    );
    await waitFor(() =>
      expect(backend.queries('/api/v1/items/search').at(-1)).toMatchObject({ name: 'apples' }),
    );
    holder.remove();
  });

  it('starts a new search when the page sets another name', async () => {
    window.history.replaceState(null, '', '/shop?name=apples&veg=1');
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-search-page></souq-search-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-search-page');
    await waitFor(() =>
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('نتائج البحث عن «apples»'),
    );
    element?.setAttribute('name', 'milk');
    await waitFor(() =>
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('نتائج البحث عن «milk»'),
    );
    expect(window.location.search).toBe('?name=milk');
    holder.remove();
  });
});

describe('given the storefront started the first results before the page rendered', () => {
  it('shows them from that read, asking the server for page 1 once', async () => {
    const shop = createFakeShop({ signedIn: false });
    const backend = browseBackend(shop.fetch);
    const { core } = createTestCore({ language: 'en', fetch: backend.fetch });
    cores.push(core);
    prefetchSearchPage(core, '?name=apple');
    renderWithSouq(<SearchPage query="?name=apple" />, { core });
    await loaded();
    expect(cardNames().length).toBeGreaterThan(0);
    expect(backend.queries('/api/v1/items/search').map((q) => q.offset)).toEqual(['1']);
  });

  it('leaves the stores tab to the page', () => {
    const shop = createFakeShop({ signedIn: false });
    const backend = browseBackend(shop.fetch);
    const { core } = createTestCore({ language: 'en', fetch: backend.fetch });
    cores.push(core);
    prefetchSearchPage(core, '?name=apple&tab=stores');
    expect(backend.queries('/api/v1/items/search')).toEqual([]);
  });
});

describe('given the first results arrive', () => {
  it('loads the pictures of the first row at once (the largest paint), the others lazily', async () => {
    const { core } = renderSearch({ query: '' });
    // The pictures' folder comes with the shop's configuration.
    await act(() => core.session.boot());
    await loaded();
    const loading = [...screen.getByRole('tabpanel').querySelectorAll('li img')].map((picture) =>
      picture.getAttribute('loading'),
    );
    expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'lazy']);
  });
});
