import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import { formatIsoDay } from '../../src/core/catalog';
import { formatNumber, type Locale } from '../../src/core/i18n';
import { formatPrice } from '../../src/core/pricing';
import { createFakeShop, fakeShopConfig } from '../../src/core/testing';
import type { ToastType } from '../../src/core/toast';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderOnShop, seriousViolations, type ShopSetup } from '../../src/ui/testing';
import { CouponsPage } from './CouponsPage';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const COUPON_LIST = '/api/v1/coupon/list';

/** The coupons page on a fake shop whose configuration has loaded. */
async function renderCoupons(setup: ShopSetup = {}) {
  const rendered = await renderOnShop(<CouponsPage />, setup);
  cores.push(rendered.core);
  const toasts = (type: ToastType) =>
    rendered.core.toasts.toasts.value
      .filter((toast) => toast.type === type)
      .map((toast) => toast.message);
  return { ...rendered, toasts };
}

/** A fetch that answers the coupon list with `reply`, or never when `reply` is null. */
const couponListAnswering =
  (reply: unknown | null) =>
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  async (input, init) => {
    if (!String(input).includes(COUPON_LIST)) return shopFetch(input, init);
    if (reply === null) return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };

const price = (amount: number, language: Locale = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

/** The card of the coupon titled `title`. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${title}`);
  return within(item);
}

/** Stands in for the browser's clipboard; `refuse` makes it reject as a denied permission does. */
function stubClipboard({ refuse = false } = {}) {
  const writeText = vi.fn(async (_text: string) => {
    if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
  });
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: { writeText },
  });
  return writeText;
}

/** A page of product cards renders slowly on a busy machine; the default five seconds is tight. */
const PAGE_TIMEOUT = 20_000;

describe('CouponsPage', { timeout: PAGE_TIMEOUT }, () => {
  describe('given the shop offers coupons, in English', () => {
    it('names the page "Coupons" and shows one card per coupon', async () => {
      await renderCoupons();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coupons');
      await card('10% off your first order');
      expect(
        screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual([
        '10% off your first order',
        'Free delivery',
        '10% off in Cairo',
        '20 EGP off at Nile Pantry',
      ]);
    });

    it('words a capped percent coupon with its cap, type and minimum purchase', async () => {
      await renderCoupons();
      const welcome = await card('10% off your first order');
      expect(welcome.getByText(`10% off, up to ${price(50)}`)).toBeTruthy();
      expect(welcome.getByText('General')).toBeTruthy();
      expect(welcome.getByText(price(100))).toBeTruthy();
      expect(welcome.getByText('WELCOME')).toBeTruthy();
    });

    it('words each type: free delivery, zone-wise and store-wise with an amount off', async () => {
      await renderCoupons();
      const freeDelivery = await card('Free delivery');
      expect(freeDelivery.getAllByText('Free delivery')).toHaveLength(3);
      expect(freeDelivery.getByText(price(200))).toBeTruthy();
      const cairo = await card('10% off in Cairo');
      expect(cairo.getByText('Zone-wise')).toBeTruthy();
      expect(cairo.getByText(`10% off, up to ${price(30)}`)).toBeTruthy();
      expect(cairo.getByText('None')).toBeTruthy();
      const nile = await card('20 EGP off at Nile Pantry');
      expect(nile.getByText('Store-wise')).toBeTruthy();
      expect(nile.getByText(`${price(20)} off`)).toBeTruthy();
      expect(nile.getByText(price(150))).toBeTruthy();
    });

    it('shows the last day a coupon can be used', async () => {
      const { shop } = await renderCoupons();
      const welcome = await card('10% off your first order');
      const listed = shop.calls.filter((call) => call.path === COUPON_LIST);
      expect(listed).toHaveLength(1);
      const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      expect(welcome.getByText(formatIsoDay(lastDay, 'en'))).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderCoupons();
      await card('10% off your first order');
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the shop offers coupons, in Arabic', () => {
    it('names the page and words the offers in Arabic', async () => {
      await renderCoupons({ language: 'ar' });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('القسائم');
      const welcome = await card('خصم 10٪ على أول طلب');
      const tenPercent = formatNumber(0.1, 'ar', { style: 'percent' });
      expect(welcome.getByText(`خصم ${tenPercent} بحد أقصى ${price(50, 'ar')}`)).toBeTruthy();
      expect(welcome.getByText('عام')).toBeTruthy();
      const nile = await card('خصم 20 ج.م من مخزن النيل');
      expect(nile.getByText('حسب المتجر')).toBeTruthy();
      expect(nile.getByText(`خصم ${price(20, 'ar')}`)).toBeTruthy();
      expect((await card('خصم 10٪ في القاهرة')).getByText('حسب المنطقة')).toBeTruthy();
    });
  });

  describe('when the shopper copies a code', () => {
    it('writes the code to the clipboard and says it was copied', async () => {
      const { user, toasts } = await renderCoupons();
      const writeText = stubClipboard();
      const welcome = await card('10% off your first order');
      await user.click(welcome.getByRole('button', { name: 'Copy code WELCOME' }));
      expect(writeText).toHaveBeenCalledWith('WELCOME');
      expect(toasts('success')).toEqual(['Coupon code copied']);
    });

    it('selects the code and says to copy it by hand when the clipboard is refused', async () => {
      const { user, toasts } = await renderCoupons();
      stubClipboard({ refuse: true });
      const nile = await card('20 EGP off at Nile Pantry');
      await user.click(nile.getByRole('button', { name: 'Copy code NILE20' }));
      await waitFor(() =>
        expect(toasts('error')).toEqual([
          'The code could not be copied. It is selected: copy it yourself.',
        ]),
      );
      expect(document.getSelection()?.toString()).toBe('NILE20');
    });
  });

  describe('given no coupons', () => {
    it('says none are available and links home', async () => {
      await renderCoupons({ wrap: couponListAnswering([]) });
      expect(await screen.findByText('No coupons are available right now')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
      expect(screen.queryByRole('list')).toBeNull();
    });
  });

  describe('given the coupons are still loading', () => {
    it('shows hidden stand-in cards and marks the page busy', async () => {
      const { container } = await renderCoupons({ wrap: couponListAnswering(null) });
      expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(screen.queryByRole('list')).toBeNull();
      expect(container.querySelectorAll('li')).toHaveLength(4);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coupons');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderCoupons({ wrap: couponListAnswering(null) });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the coupons fail to load', () => {
    it('says so, and Try again shows them', async () => {
      const { user, shop } = await renderCoupons({
        shop: { failNext: [{ path: COUPON_LIST, status: 500, message: 'Server down' }] },
      });
      expect(await screen.findByText('Coupons could not be loaded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await card('10% off your first order');
      expect(shop.calls.filter((call) => call.path === COUPON_LIST)).toHaveLength(2);
    });
  });
});

describe('<souq-coupons-page>', () => {
  const shop = createFakeShop();

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('renders the coupons inside its shadow root, in Arabic by default', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-coupons-page></souq-coupons-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-coupons-page');
    await souqRuntime().ready;
    await waitFor(() => {
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('القسائم');
      expect(element?.shadowRoot?.querySelectorAll('h2')).toHaveLength(4);
    });
    holder.remove();
  });
});
