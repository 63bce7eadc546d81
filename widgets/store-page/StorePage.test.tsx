import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Item, ProductPage } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { formatPrice } from '../../src/core/pricing';
import {
  createFakeShop,
  type FakeShopOptions,
  FIXTURE_CLOSED_STORE_ID,
  FAKE_PHARMACY_STORE_ID,
  fakeShopConfig,
  fixtureItem,
  fixtureItems,
} from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { createTestCore, renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { withPharmacies } from '../prescription-order/testing/pharmacyShop';
import { StorePage, type StorePageProps } from './StorePage';
import './define';

// A page of cards, each with its cart and wishlist controls, renders slowly on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
  vi.useRealTimers();
});

interface Setup {
  language?: Locale;
  shop?: FakeShopOptions;
  /** Stands between the page and the fake shop, e.g. to hold a reply back. */
  wrapFetch?: (shopFetch: typeof globalThis.fetch) => typeof globalThis.fetch;
}

/** The store page on a fake shop, its header loaded. */
async function renderStore(props: StorePageProps, setup: Setup = {}) {
  const shop = createFakeShop(setup.shop);
  const { core } = createTestCore({
    language: setup.language ?? 'en',
    fetch: setup.wrapFetch ? setup.wrapFetch(shop.fetch) : shop.fetch,
  });
  cores.push(core);
  // The shop's configuration brings its currency, which prices are written in.
  await core.session.boot();
  const rendered = renderWithSouq(<StorePage {...props} />, { core });
  // The page is read once its heading is no longer the loading stand-in's.
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1 }).closest('[aria-busy="true"]')).toBeNull(),
  );
  const searches = () => shop.calls.filter((call) => call.path === '/api/v1/items/search');
  return { ...rendered, shop, searches };
}

/** Waits for the store's items to be listed. */
const itemsListed = () =>
  waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));

/** The days of the week's hours, in order. */
const weekOf = () => {
  const week = screen.getByText(/^(Opening hours|مواعيد العمل)$/).closest('details');
  if (!week) throw new Error('no opening hours');
  return within(week).getAllByRole('term');
};

const allItems = () => within(screen.getByRole('region', { name: 'All items' }));

const price = (amount: number, language: Locale = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

/** `count` items of store 1, each its own product, so a store holds more than one page. */
function manyItems(count: number): Item[] {
  const apples = fixtureItem('plain', 'en');
  return Array.from({ length: count }, (_, index) => ({
    ...apples,
    id: 100 + index,
    slug: `apples-${index}`,
    name: `Apples no. ${index + 1}`,
  }));
}

/** Axe over a page of cards takes seconds on a busy machine. */
const AXE_TIMEOUT = 30_000;

describe('StorePage', () => {
  describe('given a store that is open around the clock, in English', () => {
    it('names it in the h1 and shows its address, rating, positive share and delivery time', async () => {
      await renderStore({ storeId: 1 });
      expect(screen.getByRole('heading', { level: 1, name: 'Fresh Market' })).toBeTruthy();
      expect(screen.getByText('Tahrir Square, Cairo')).toBeTruthy();
      const header = within(screen.getByRole('banner'));
      expect(header.getByText('Rated 4.6 out of 5')).toBeTruthy();
      expect(header.getByText('40 ratings')).toBeTruthy();
      // Two of its three reviews are rated 4 or more.
      expect(header.getByText('67% positive')).toBeTruthy();
      expect(header.getByText('20–30 minutes')).toBeTruthy();
      expect(header.getByText('No minimum order')).toBeTruthy();
    });

    it('says it is open now, open 24 hours today, and lists the week from Saturday', async () => {
      const { user } = await renderStore({ storeId: 1 });
      expect(screen.getByText('Open now')).toBeTruthy();
      expect(screen.getByText('Today: Open 24 hours')).toBeTruthy();
      expect(screen.queryByText('Store/Restaurant is closed')).toBeNull();
      await user.click(screen.getByText('Opening hours'));
      const days = weekOf().map((term) => term.textContent);
      expect(days).toEqual([
        'Saturday',
        'Sunday',
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
      ]);
      expect(screen.getAllByText('Open 24 hours')).toHaveLength(7);
    });

    it('shows its popular items with working add buttons', async () => {
      await renderStore({ storeId: 1 });
      const popular = within(await screen.findByRole('region', { name: 'Popular items' }));
      expect(await popular.findByRole('link', { name: 'Red apples 1 kg' })).toBeTruthy();
      await waitFor(() =>
        expect(
          popular
            .getAllByRole('button', { name: 'Add to Cart' })
            .some((b) => !b.hasAttribute('disabled')),
        ).toBe(true),
      );
    });

    it('shows its rating summary under Reviews', async () => {
      await renderStore({ storeId: 1 });
      const reviews = within(screen.getByRole('region', { name: 'Reviews' }));
      expect(reviews.getByText('40 ratings')).toBeTruthy();
      expect(reviews.getByText('67% positive')).toBeTruthy();
    });

    it(
      'has no serious accessibility violations',
      async () => {
        const { container } = await renderStore({ storeId: 1 });
        await itemsListed();
        expect(await seriousViolations(container)).toEqual([]);
      },
      AXE_TIMEOUT,
    );
  });

  describe('given the store in Arabic', () => {
    it('shows its facts in Arabic, the delivery minutes included', async () => {
      await renderStore({ storeId: 1 }, { language: 'ar' });
      expect(screen.getByRole('heading', { level: 1, name: 'السوق الطازج' })).toBeTruthy();
      const header = within(screen.getByRole('banner'));
      expect(header.getByText('20–30 دقيقة')).toBeTruthy();
      expect(header.getByText('40 تقييمًا')).toBeTruthy();
      expect(header.getByText(/^67\u200e?[%٪]\u200e? من التقييمات إيجابية$/u)).toBeTruthy();
      expect(header.getByText('بدون حد أدنى للطلب')).toBeTruthy();
      expect(header.getByText('مفتوح الآن')).toBeTruthy();
    });

    it('names the days of the week in Arabic, Saturday first', async () => {
      const { user } = await renderStore({ storeId: 1 }, { language: 'ar' });
      await user.click(screen.getByText('مواعيد العمل'));
      expect(weekOf()[0]?.textContent).toBe('السبت');
    });
  });

  describe('given a store with a minimum order and one with a discount', () => {
    it('shows the minimum order as a price', async () => {
      await renderStore({ storeId: 2 });
      const header = within(screen.getByRole('banner'));
      expect(header.getByText(price(100))).toBeTruthy();
      expect(header.queryByText('No minimum order')).toBeNull();
    });

    it("shows the store's discount as a badge", async () => {
      await renderStore({ storeId: 3 });
      expect(within(screen.getByRole('banner')).getByText('-15%')).toBeTruthy();
    });
  });

  describe('given a store of the pharmacy module', () => {
    it('offers an order with a prescription for this pharmacy, from its first paint', async () => {
      const { container } = await renderStore(
        { storeId: FAKE_PHARMACY_STORE_ID },
        { wrapFetch: withPharmacies },
      );
      const header = within(screen.getByRole('banner'));
      const order = header.getByRole('link', { name: 'Order with a prescription' });
      expect(order.getAttribute('href')).toBe(`/prescription?store=${FAKE_PHARMACY_STORE_ID}`);
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('offers none in a store of another module', async () => {
      await renderStore({ storeId: 1 }, { wrapFetch: withPharmacies });
      expect(screen.queryByRole('link', { name: 'Order with a prescription' })).toBeNull();
    });
  });

  describe('given the store is asked for by its slug', () => {
    it('loads the same store as by its id', async () => {
      const { shop } = await renderStore({ storeId: 'fresh-market' });
      expect(screen.getByRole('heading', { level: 1, name: 'Fresh Market' })).toBeTruthy();
      expect(shop.calls.map((call) => call.path)).toContain('/api/v1/stores/details/fresh-market');
    });

    it("lists its items by the store's numeric id", async () => {
      const { searches } = await renderStore({ storeId: 'fresh-market' });
      await itemsListed();
      expect(searches()[0]?.query).toMatchObject({ store_id: '1', offset: '1', limit: '10' });
    });
  });

  describe('given a switched-off store', () => {
    it('says it is closed and turns its add buttons off', async () => {
      const cumin = { ...fixtureItem('plain', 'en'), id: 50, slug: 'cumin', name: 'Cumin 100 g' };
      const items = [...fixtureItems('en'), { ...cumin, store_id: FIXTURE_CLOSED_STORE_ID }];
      await renderStore({ storeId: FIXTURE_CLOSED_STORE_ID }, { shop: { items } });
      expect(screen.getByText('Closed now')).toBeTruthy();
      const notice = screen.getByText('Store/Restaurant is closed');
      await itemsListed();
      const adds = allItems().getAllByRole('button', { name: 'Add to Cart' });
      expect(adds.length).toBeGreaterThan(0);
      for (const add of adds) {
        expect(add.hasAttribute('disabled')).toBe(true);
        expect(add.getAttribute('aria-describedby')).toBe(notice.id);
      }
    });

    it(
      'has no serious accessibility violations',
      async () => {
        const { container } = await renderStore({ storeId: FIXTURE_CLOSED_STORE_ID });
        expect(await seriousViolations(container)).toEqual([]);
      },
      AXE_TIMEOUT,
    );

    it('leaves out the popular items it has none of', async () => {
      await renderStore({ storeId: FIXTURE_CLOSED_STORE_ID });
      await itemsListed();
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Popular items' })).toBeNull(),
      );
    });
  });

  describe('given a store open 09:00 to 23:00 on Cairo clocks', () => {
    it('is closed at 07:00 and opens at 09:00 while the page stays open', async () => {
      // 07:00 in Cairo, a winter Wednesday (UTC+2).
      vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-01-14T05:00:00Z') });
      await renderStore({ storeId: 2 });
      expect(screen.getByText('Closed now')).toBeTruthy();
      expect(screen.getByText('Store/Restaurant is closed')).toBeTruthy();
      expect(screen.getByText(/^Today: 9:00\sAM – 11:00\sPM$/u)).toBeTruthy();

      await act(async () => {
        await vi.advanceTimersByTimeAsync(2 * 3_600_000);
      });
      expect(screen.getByText('Open now')).toBeTruthy();
      expect(screen.queryByText('Store/Restaurant is closed')).toBeNull();
    });
  });

  describe('when the shopper searches inside the store', () => {
    it('asks for the store id and the name once typing pauses for 500 ms', async () => {
      const { user, searches } = await renderStore({ storeId: 1 });
      await itemsListed();
      const before = searches().length;
      await user.type(screen.getByRole('searchbox', { name: 'Search in Fresh Market' }), 'bana');
      expect(searches()).toHaveLength(before);
      await waitFor(() => expect(searches()).toHaveLength(before + 1), { timeout: 2000 });
      expect(searches().at(-1)?.query).toMatchObject({ store_id: '1', name: 'bana' });
      expect(await allItems().findByRole('link', { name: 'Bananas 1 kg' })).toBeTruthy();
      expect(allItems().queryByRole('link', { name: 'Red apples 1 kg' })).toBeNull();
    });

    it('never lets an older reply overwrite a newer one', async () => {
      let releaseStale: () => void = () => undefined;
      const stale: ProductPage = {
        total_size: 1,
        limit: '10',
        offset: '1',
        products: [{ ...fixtureItem('plain', 'en'), id: 999, slug: 'stale', name: 'Stale reply' }],
      };
      const wrapFetch =
        (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
        async (input, init) => {
          const url = new URL(String(input instanceof Request ? input.url : input));
          if (url.pathname.endsWith('/items/search') && url.searchParams.get('name') === 'ban') {
            // Answers late whether or not the page has given up on it.
            await new Promise<void>((resolve) => {
              releaseStale = resolve;
            });
            return new Response(JSON.stringify(stale), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            });
          }
          return shopFetch(input, init);
        };
      const { user } = await renderStore({ storeId: 1 }, { wrapFetch });
      await itemsListed();
      const box = screen.getByRole('searchbox', { name: 'Search in Fresh Market' });
      await user.type(box, 'ban{Enter}');
      await user.type(box, 'anas{Enter}');
      expect(await allItems().findByRole('link', { name: 'Bananas 1 kg' })).toBeTruthy();
      await act(async () => {
        releaseStale();
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(allItems().queryByRole('link', { name: 'Stale reply' })).toBeNull();
      expect(allItems().getByRole('link', { name: 'Bananas 1 kg' })).toBeTruthy();
    });

    it("says 'Items not found!' when nothing matches", async () => {
      const { user } = await renderStore({ storeId: 1 });
      await user.type(
        screen.getByRole('searchbox', { name: 'Search in Fresh Market' }),
        'zzz{Enter}',
      );
      expect(await allItems().findByText('Items not found!')).toBeTruthy();
    });
  });

  describe('when the shopper sorts or picks a category', () => {
    it('asks for the sort by its items/search name', async () => {
      const { user, searches } = await renderStore({ storeId: 1 });
      await itemsListed();
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Sort by' }),
        'Price: high to low',
      );
      await waitFor(() => expect(searches().at(-1)?.query).toMatchObject({ sort_by: 'high' }));
    });

    it("offers the categories of the store's items as chips and narrows to one", async () => {
      const { user, searches } = await renderStore({ storeId: 1 });
      await itemsListed();
      const chips = within(await screen.findByRole('group', { name: 'Categories' }));
      const all = chips.getByRole('button', { name: 'All' });
      expect(all.getAttribute('aria-pressed')).toBe('true');
      const [, first] = chips.getAllByRole('button');
      if (!first) throw new Error('no category chip');
      await user.click(first);
      expect(first.getAttribute('aria-pressed')).toBe('true');
      await waitFor(() => expect(searches().at(-1)?.query.category_id).toMatch(/^\d+$/));
    });
  });

  describe('given a store with more than ten items', () => {
    it('shows ten, and Show more asks for page 2 and adds it', async () => {
      const { user, searches } = await renderStore(
        { storeId: 1 },
        { shop: { items: manyItems(25) } },
      );
      await itemsListed();
      expect(screen.getByRole('status').textContent).toBe('25 items');
      expect(allItems().getAllByRole('heading', { level: 3 })).toHaveLength(10);
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() =>
        expect(allItems().getAllByRole('heading', { level: 3 })).toHaveLength(20),
      );
      expect(searches().at(-1)?.query).toMatchObject({ store_id: '1', offset: '2', limit: '10' });
    });
  });

  describe('given a store the shop does not have', () => {
    it.each<[Locale, string, string]>([
      ['en', 'Store not found', 'Back to home'],
      ['ar', 'المتجر غير موجود', 'العودة إلى الرئيسية'],
    ])('in %s, says so with a link home and calls onNotFound', async (language, title, home) => {
      const onNotFound = vi.fn();
      await renderStore({ storeId: 999, onNotFound }, { language });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/home');
      expect(onNotFound).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the store cannot be loaded', () => {
    it('says so and loads it on Try again', async () => {
      const { user } = await renderStore(
        { storeId: 1 },
        {
          shop: { failNext: [{ path: '/api/v1/stores/details/1', status: 500, message: 'Down' }] },
        },
      );
      expect(
        screen.getByRole('heading', { level: 1, name: 'This store could not be loaded.' }),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Market' })).toBeTruthy();
    });
  });
});

describe('<souq-store-page>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('renders the store of its store-id inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-store-page store-id="delta-dates"></souq-store-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-store-page');
    await souqRuntime().ready;
    await waitFor(() => {
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('تمور الدلتا');
    });
    holder.remove();
  });
});
