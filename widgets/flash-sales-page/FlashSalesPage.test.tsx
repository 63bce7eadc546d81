import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Item } from '../../src/core/api/wire';
import { createFakeShop, fixtureItem } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import {
  createScrollObserver,
  renderOnShop,
  seriousViolations,
  type ShopSetup,
} from '../../src/ui/testing';
import { FlashSalesPage } from './FlashSalesPage';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SALE = '/api/v1/flash-sales';
const SALE_ITEMS = '/api/v1/flash-sales/items';

/** The flash sales page on a fake shop whose configuration has loaded. */
async function renderSale(setup: ShopSetup = {}) {
  const rendered = await renderOnShop(<FlashSalesPage />, setup);
  cores.push(rendered.core);
  const callsTo = (path: string) => rendered.shop.calls.filter((call) => call.path === path);
  return { ...rendered, callsTo };
}

/** The card of the product named `name`. */
function card(name: string) {
  const item = screen.getByRole('link', { name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

/** A shop whose sale is over from the second time it is asked: it answers `{}`, as 6amMart does. */
const overOnSecondAsk =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  async (input, init) => {
    if (new URL(String(input)).pathname !== SALE) return shopFetch(input, init);
    asked += 1;
    if (asked > 1) {
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return shopFetch(input, init);
  };
let asked = 0;

/** Twelve discounted items: more than one page of the sale. */
const twelveOnSale: Item[] = Array.from({ length: 12 }, (_, index) => ({
  ...fixtureItem('percentOff', 'en'),
  id: 100 + index,
  slug: `sale-item-${index + 1}`,
  name: `Sale item ${index + 1}`,
}));

const cardNames = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
    .filter((name) => name?.startsWith('Sale item'));

const scroll = createScrollObserver();

/** A page of product cards renders slowly on a busy machine; the default five seconds is tight. */
const PAGE_TIMEOUT = 20_000;

describe('FlashSalesPage', { timeout: PAGE_TIMEOUT }, () => {
  describe('given a running sale, in English', () => {
    it('names the page by the sale and counts down to its end', async () => {
      await renderSale();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Weekend flash sale' }),
      ).toBeTruthy();
      const timer = screen.getByRole('timer', { name: 'Ends in' });
      expect(timer.textContent).toMatch(/^0[45]:\d\d:\d\d$/);
    });

    it("shows each item's sold and left figures on its progress bar", async () => {
      await renderSale();
      await screen.findByRole('list', { name: 'Weekend flash sale' });
      const percentOff = card(fixtureItem('percentOff', 'en').name);
      const bar = percentOff.getByRole('progressbar', { name: 'Sold' });
      expect(bar.getAttribute('aria-valuetext')).toBe('5 sold, 15 left');
      expect(bar.getAttribute('aria-valuenow')).toBe('25');
      expect(percentOff.getByText('5 sold, 15 left')).toBeTruthy();
      const soldOut = card(fixtureItem('storeDiscount', 'en').name);
      expect(soldOut.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
        '8 sold, 0 left',
      );
    });

    it('lists the sale items as product cards with their cart controls', async () => {
      await renderSale();
      const list = await screen.findByRole('list', { name: 'Weekend flash sale' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(4);
      expect(
        card(fixtureItem('amountOff', 'en').name).getByRole('button', { name: 'Add to Cart' }),
      ).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderSale();
      await screen.findByRole('list', { name: 'Weekend flash sale' });
      expect(await seriousViolations(container)).toEqual([]);
    }, 30_000);
  });

  describe('given a running sale, in Arabic', () => {
    it('names the page by the sale and says sold and left in Arabic plurals', async () => {
      await renderSale({ language: 'ar' });
      await screen.findByRole('heading', { level: 1, name: 'تخفيضات نهاية الأسبوع' });
      await screen.findByRole('list', { name: 'تخفيضات نهاية الأسبوع' });
      const bars = () =>
        screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuetext'));
      expect(bars()).toEqual(
        expect.arrayContaining([
          'بيعت 5 قطع، وبقيت 15 قطعة',
          'بيعت 7 قطع، وبقيت 3 قطع',
          'بيعت 8 قطع، ولم يبقَ شيء',
        ]),
      );
      expect(screen.getByRole('timer', { name: 'ينتهي خلال' })).toBeTruthy();
    });
  });

  describe('given a sale of more than ten items', () => {
    it('shows ten, and Show more asks for page 2 and moves the focus to the first new card', async () => {
      const { user, callsTo } = await renderSale({ shop: { items: twelveOnSale } });
      await screen.findByRole('list', { name: 'Weekend flash sale' });
      expect(cardNames()).toHaveLength(10);
      expect(callsTo(SALE_ITEMS).map((call) => call.query)).toEqual([
        { flash_sale_id: '1', limit: '10', offset: '1' },
      ]);

      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(cardNames()).toHaveLength(12));
      expect(callsTo(SALE_ITEMS).map((call) => call.query.offset)).toEqual(['1', '2']);
      expect(document.activeElement?.textContent).toBe('Sale item 11');
      expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    });

    it('reads the next page as the shopper scrolls to the end of the grid', async () => {
      vi.stubGlobal('IntersectionObserver', scroll.Observer);
      const { callsTo } = await renderSale({ shop: { items: twelveOnSale } });
      await screen.findByRole('list', { name: 'Weekend flash sale' });
      expect(cardNames()).toHaveLength(10);
      act(scroll.scrollNear);
      await waitFor(() => expect(cardNames()).toHaveLength(12));
      expect(callsTo(SALE_ITEMS).map((call) => call.query.offset)).toEqual(['1', '2']);
    });

    it('says when the next page fails, and Try again reads it', async () => {
      const { user, shop } = await renderSale({ shop: { items: twelveOnSale } });
      await screen.findByRole('list', { name: 'Weekend flash sale' });
      shop.failNext(SALE_ITEMS, 500, 'Down');
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      expect(await screen.findByText('More items could not be loaded.')).toBeTruthy();
      expect(cardNames()).toHaveLength(10);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(cardNames()).toHaveLength(12));
    });
  });

  describe('given no sale runs', () => {
    it('says so and links home, with no countdown', async () => {
      const { callsTo } = await renderSale({ shop: { flashSale: false } });
      expect(await screen.findByText('No flash sale is running now')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flash Sales');
      expect(screen.queryByRole('timer')).toBeNull();
      expect(callsTo(SALE_ITEMS)).toEqual([]);
    });
  });

  describe('when the countdown reaches zero', () => {
    it('says the sale has ended, and so it stays when the shop runs no other', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      asked = 0;
      const { callsTo } = await renderSale({ wrap: overOnSecondAsk });
      await screen.findByRole('list', { name: 'Weekend flash sale' });
      expect(callsTo(SALE)).toHaveLength(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5 * 3_600_000 + 1000);
      });
      await waitFor(() => expect(asked).toBe(2));
      expect(screen.getByRole('status').textContent).toBe('This flash sale has ended');
      expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
      expect(screen.queryByRole('list', { name: 'Weekend flash sale' })).toBeNull();
      expect(screen.queryByRole('timer')).toBeNull();
    });

    it('shows the next sale when the shop has begun one', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { callsTo } = await renderSale();
      await screen.findByRole('timer');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5 * 3_600_000 + 1000);
      });
      // The fake shop's sale always ends five hours after it is asked: a new one each time.
      await waitFor(() => expect(callsTo(SALE)).toHaveLength(2));
      await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^0[45]:/));
      expect(await screen.findByRole('list', { name: 'Weekend flash sale' })).toBeTruthy();
    });
  });

  describe('when the sale fails to load', () => {
    it('says so, and Try again shows it', async () => {
      const { user } = await renderSale({
        shop: { failNext: [{ path: SALE, status: 500, message: 'Down' }] },
      });
      expect(await screen.findByText('The flash sale could not be loaded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Weekend flash sale' }),
      ).toBeTruthy();
    });
  });

  describe('given the sale is still loading', () => {
    it('shows hidden stand-in cards under the page heading and marks the page busy', async () => {
      const { container } = await renderSale();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flash Sales');
      expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(screen.queryByRole('list')).toBeNull();
      await screen.findByRole('list', { name: 'Weekend flash sale' });
    });
  });
});

describe('<souq-flash-sales-page>', () => {
  const shop = createFakeShop();

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('renders the running sale inside its shadow root, in Arabic by default', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-flash-sales-page></souq-flash-sales-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-flash-sales-page');
    await souqRuntime().ready;
    await waitFor(() => {
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('تخفيضات نهاية الأسبوع');
      expect(element?.shadowRoot?.querySelectorAll('[role="progressbar"]')).toHaveLength(4);
    });
    holder.remove();
  });
});
