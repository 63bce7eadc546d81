import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { formatPrice } from '../../src/core/pricing';
import { createFakeShop, fakeShopConfig, fixtureItem } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import {
  createScrollObserver,
  renderOnShop,
  type ShopSetup,
  seriousViolations,
} from '../../src/ui/testing';
import { HomePage } from './HomePage';
import './define';

const cores: SouqCore[] = [];

// The sections below the fold are chunks of their own: loaded once here, so the first test does
// not spend its wait for the sections on transforming their modules.
beforeAll(() =>
  Promise.all([
    import('./FlashSaleStrip'),
    import('./ItemListSection'),
    import('./StoreListSection'),
  ]),
);

const scroll = createScrollObserver();

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', scroll.Observer);
});

afterEach(() => {
  scroll.forget();
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
  vi.useRealTimers();
});

/** The home page for a guest of a fake shop, scrolled through, every section answered. */
async function renderHome(options: ShopSetup = {}) {
  const rendered = await renderTop(options);
  // Every section loads its own chunk and reads: on a busy machine that takes more than the
  // default second.
  await waitFor(
    () => {
      act(scroll.scrollNear);
      expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull();
    },
    { timeout: 5_000 },
  );
  return rendered;
}

/** The home page as first painted: nothing scrolled near yet. */
async function renderTop(setup: ShopSetup = {}) {
  const rendered = await renderOnShop(<HomePage />, setup);
  cores.push(rendered.core);
  return rendered;
}

/** Axe over a whole page of cards takes seconds on a busy machine. */
const AXE_TIMEOUT = 30_000;

const region = (name: string) => within(screen.getByRole('region', { name }));

const price = (amount: number, language: Locale = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

const TITLES: Record<Locale, string[]> = {
  en: [
    'Offers',
    'Categories',
    'Flash Sale',
    'Popular items',
    'New arrivals',
    'Popular stores',
    'New stores',
    'Best reviewed items',
  ],
  ar: [
    'العروض',
    'الفئات',
    'عروض خاطفة',
    'الأكثر طلبًا',
    'وصل حديثًا',
    'المتاجر الأكثر طلبًا',
    'متاجر جديدة',
    'الأعلى تقييمًا',
  ],
};

describe('HomePage', () => {
  describe.each<Locale>(['en', 'ar'])('given a shop with everything to show, in %s', (language) => {
    it('shows every section, in order, each named by its h2', async () => {
      await renderHome({ language });
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(headings).toEqual(TITLES[language]);
      for (const title of TITLES[language]) {
        expect(screen.getByRole('region', { name: title })).toBeTruthy();
      }
    });

    it('links each category to its page, with its name in the language', async () => {
      await renderHome({ language });
      const bakery = region(TITLES[language][1] ?? '').getByRole('link', {
        name: language === 'ar' ? 'مخبوزات' : 'Bakery',
      });
      expect(bakery.getAttribute('href')).toBe('/category/2');
    });

    it('names product cards and links them to their product pages', async () => {
      await renderHome({ language });
      const apples = fixtureItem('plain', language);
      const popular = region(TITLES[language][3] ?? '');
      const link = popular.getByRole('link', { name: apples.name });
      expect(link.getAttribute('href')).toBe('/product/red-apples-1-kg');
      expect(popular.getByRole('heading', { level: 3, name: apples.name })).toBeTruthy();
      const card = cardOf(popular, apples.name);
      expect(card.getByText(apples.store_name ?? '')).toBeTruthy();
      expect(
        card.getByRole('button', {
          name: language === 'ar' ? 'أضف إلى قائمة الأمنيات' : 'Add to wishlist',
        }),
      ).toBeTruthy();
    });

    it('shows stores as cards linked to their pages, with name, rating and delivery time', async () => {
      await renderHome({ language });
      // The last section renders once it nears the screen, as a transition of its own.
      const stores = within(await screen.findByRole('region', { name: TITLES[language][5] ?? '' }));
      const name = language === 'ar' ? 'تمور الدلتا' : 'Delta Dates';
      expect(await stores.findByRole('heading', { level: 3, name })).toBeTruthy();
      expect(stores.getByRole('link', { name }).getAttribute('href')).toBe('/store/3');
      expect(
        stores.getByText(language === 'ar' ? 'التقييم 4.8 من 5' : 'Rated 4.8 out of 5'),
      ).toBeTruthy();
      // From the store's minutes, in the shopper's language, not the server's English text.
      const deliveryTime = language === 'ar' ? '20–30 دقيقة' : '20–30 minutes';
      expect(stores.getAllByText(deliveryTime)).toHaveLength(3);
      expect(stores.getByText(language === 'ar' ? 'خصم 15٪' : '-15%')).toBeTruthy();
    });

    it(
      'has no serious accessibility violations',
      async () => {
        const { container } = await renderHome({ language });
        expect(await seriousViolations(container)).toEqual([]);
      },
      AXE_TIMEOUT,
    );
  });

  describe('given the first paint', () => {
    it('loads the sections further down only as the shopper scrolls near them', async () => {
      const { shop } = await renderTop();
      await screen.findByRole('link', { name: 'Bakery' });
      const listCalls = () =>
        shop.calls.filter((call) =>
          /^\/api\/v1\/(items|stores\/get-stores)\/[a-z-]+$/.test(call.path),
        );
      expect(listCalls()).toEqual([]);
      const waiting = screen.getByRole('region', { name: 'Popular items' });
      expect(waiting.getAttribute('aria-busy')).toBe('true');

      act(scroll.scrollNear);

      await waitFor(() => expect(listCalls()).toHaveLength(5));
      await waitFor(() =>
        expect(region('Popular items').getByRole('link', { name: 'Red apples 1 kg' })).toBeTruthy(),
      );
    });
  });

  describe('given banners', () => {
    it('links an item banner to its product and a store banner to its store', async () => {
      await renderHome();
      const offers = region('Offers');
      expect(offers.getByRole('link', { name: 'Dates for the season' }).getAttribute('href')).toBe(
        '/product/4',
      );
      expect(
        offers.getByRole('link', { name: 'Fresh fruit every morning' }).getAttribute('href'),
      ).toBe('/store/1');
    });

    it('links a campaign to its place on the campaigns page', async () => {
      await renderHome();
      expect(
        region('Offers').getByRole('link', { name: 'Back to school' }).getAttribute('href'),
      ).toMatch(/^\/item-campaigns\?campaign=\d+$/);
    });

    it('loads the first picture first and the others lazily, each at a fixed size', async () => {
      await renderHome();
      const [first, ...others] = region('Offers').getAllByRole('img') as HTMLImageElement[];
      expect(first?.getAttribute('loading')).toBe('eager');
      expect(first?.getAttribute('fetchpriority')).toBe('high');
      expect(first?.getAttribute('src')).toBe('/images/banner/banner-1.png');
      for (const picture of others) expect(picture.getAttribute('loading')).toBe('lazy');
      for (const picture of [first, ...others]) {
        expect(picture?.getAttribute('width')).toBe('720');
        expect(picture?.getAttribute('height')).toBe('360');
      }
    });

    it.each<[Locale, string, 'leftwards' | 'rightwards']>([
      ['en', 'Next', 'rightwards'],
      ['en', 'Previous', 'leftwards'],
      ['ar', 'التالي', 'leftwards'],
      ['ar', 'السابق', 'rightwards'],
    ])('in %s, "%s" scrolls the strip one width %s', async (language, button, way) => {
      const { user } = await renderHome({ language });
      const strip = screen.getByRole('list', { name: language === 'ar' ? 'العروض' : 'Offers' });
      Object.defineProperty(strip, 'clientWidth', { value: 400 });
      const scrollBy = vi.fn();
      strip.scrollBy = scrollBy;
      await user.click(screen.getByRole('button', { name: button }));
      expect(scrollBy).toHaveBeenCalledWith({ left: way === 'rightwards' ? 400 : -400 });
    });
  });

  describe('given a running flash sale', () => {
    it('shows its title, its products and a See All link to the flash sales page', async () => {
      await renderHome();
      const sale = region('Flash Sale');
      expect(sale.getByText('Weekend flash sale')).toBeTruthy();
      expect(sale.getByRole('link', { name: 'See All' }).getAttribute('href')).toBe('/flash-sales');
      expect(sale.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        [
          fixtureItem('percentOff', 'en'),
          fixtureItem('amountOff', 'en'),
          fixtureItem('storeDiscount', 'en'),
          fixtureItem('uncapped', 'en'),
        ].map((item) => item.name),
      );
    });

    it('counts down to its end every second, as a timer that does not announce itself', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-01T10:00:00.000Z') });
      await renderHome();
      const timer = region('Flash Sale').getByRole('timer', { name: 'Ends in' });
      expect(timer.getAttribute('aria-live')).toBe('off');
      const start = timer.textContent ?? '';
      expect(start).toMatch(/^0[45]:\d\d:\d\d$/);

      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(timer.textContent).not.toBe(start);
      expect(toSeconds(start) - toSeconds(timer.textContent ?? '')).toBeGreaterThanOrEqual(3);
    });

    it('disappears when the sale ends', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await renderHome();
      expect(screen.getByRole('region', { name: 'Flash Sale' })).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5 * 3_600_000 + 1000);
      });
      expect(screen.queryByRole('region', { name: 'Flash Sale' })).toBeNull();
    });
  });

  describe('given no flash sale runs', () => {
    it('leaves the flash sale section out', async () => {
      await renderHome({ shop: { flashSale: false } });
      expect(screen.queryByRole('region', { name: 'Flash Sale' })).toBeNull();
      expect(screen.queryByRole('timer')).toBeNull();
      expect(screen.getByRole('region', { name: 'Popular items' })).toBeTruthy();
    });
  });

  describe('given a shop that sells nothing', () => {
    it('leaves out the empty item sections', async () => {
      await renderHome({ shop: { items: [], flashSale: false } });
      for (const title of ['Popular items', 'New arrivals', 'Best reviewed items']) {
        expect(screen.queryByRole('region', { name: title })).toBeNull();
      }
      expect(screen.getByRole('region', { name: 'Popular stores' })).toBeTruthy();
    });
  });

  describe('when a list fails to load', () => {
    const failing = {
      failNext: [{ path: '/api/v1/items/new-arrival', status: 500, message: 'Server down' }],
    };

    it.each<[Locale, string, string, string]>([
      ['en', 'New arrivals', 'This section could not be loaded.', 'Try again'],
      ['ar', 'وصل حديثًا', 'تعذّر تحميل هذا القسم.', 'حاول مرة أخرى'],
    ])(
      'in %s, says so in the section with a Try again button',
      async (language, title, text, retry) => {
        const { core } = await renderHome({ language, shop: failing });
        const section = region(title);
        expect(section.getByText(text)).toBeTruthy();
        expect(section.getByRole('button', { name: retry })).toBeTruthy();
        // The section tells the shopper; no toast repeats it.
        expect(core.toasts.toasts.value).toEqual([]);
      },
    );

    it(
      'shows the list after Try again, and keeps the keyboard on the section',
      async () => {
        const { user, shop, container } = await renderHome({ shop: failing });
        await user.click(region('New arrivals').getByRole('button', { name: 'Try again' }));
        const section = screen.getByRole('region', { name: 'New arrivals' });
        await waitFor(() =>
          expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(10),
        );
        expect(document.activeElement).toBe(
          screen.getByRole('heading', { level: 2, name: 'New arrivals' }),
        );
        expect(shop.calls.filter((call) => call.path === '/api/v1/items/new-arrival')).toHaveLength(
          2,
        );
        expect(await seriousViolations(container)).toEqual([]);
      },
      AXE_TIMEOUT,
    );

    it('leaves the other sections as they are', async () => {
      await renderHome({ shop: failing });
      expect(region('Popular items').getAllByRole('heading', { level: 3 })).toHaveLength(10);
    });
  });

  describe('given discounted items', () => {
    it.each<[string, string, 'percentOff' | 'amountOff' | 'storeDiscount']>([
      ['a percent discount', '-10%', 'percentOff'],
      ['an amount discount', `-${price(25)} off`, 'amountOff'],
      ["a store discount over the item's own", '-15%', 'storeDiscount'],
    ])('badges %s as "%s"', async (_, badge, kind) => {
      await renderHome();
      const item = fixtureItem(kind, 'en');
      const card = cardOf(region('Popular items'), item.name);
      expect(card.getByText(badge)).toBeTruthy();
    });

    it('shows the price to pay and the old price struck through', async () => {
      await renderHome();
      const card = cardOf(region('Popular items'), fixtureItem('amountOff', 'en').name);
      expect(card.getByText(price(155))).toBeTruthy();
      expect(card.getByText(price(180)).closest('s')).not.toBeNull();
    });

    it('puts no badge on a full-price item', async () => {
      await renderHome();
      const card = cardOf(region('Popular items'), fixtureItem('plain', 'en').name);
      expect(card.queryByText(/%|off/)).toBeNull();
    });
  });

  describe('when the shopper adds an item from a card', () => {
    it('adds it to the cart, without asking for the item again', async () => {
      const { user, shop, core } = await renderHome();
      const card = cardOf(region('Popular items'), fixtureItem('plain', 'en').name);
      await user.click(card.getByRole('button', { name: 'Add to Cart' }));
      await waitFor(() => expect(core.cart.count.value).toBe(1));
      const adds = shop.calls.filter((call) => call.path === '/api/v1/customer/cart/add');
      expect(adds).toHaveLength(1);
      expect(adds[0]?.body).toMatchObject({ item_id: 1, quantity: 1 });
      expect(shop.calls.some((call) => call.path.startsWith('/api/v1/items/details/'))).toBe(false);
    });
  });
});

/** The card (list item) whose heading names the item. */
function cardOf(section: ReturnType<typeof within>, name: string) {
  const card = section.getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
}

/** Seconds in an hh:mm:ss text. */
function toSeconds(text: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = text.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

describe('<souq-home-page>', () => {
  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: createFakeShop().fetch });
  });

  it('renders the home page inside its shadow root, in Arabic by default', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-home-page></souq-home-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-home-page');
    await souqRuntime().ready;
    await waitFor(() => {
      const headings = [...(element?.shadowRoot?.querySelectorAll('h2') ?? [])];
      expect(headings.map((heading) => heading.textContent)).toContain('الفئات');
    });
    holder.remove();
  });
});
