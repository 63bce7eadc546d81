import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Item, ItemReview } from '../../src/core/api/wire';
import { primeItems } from '../../src/core/catalog';
import { formatDate, type Locale } from '../../src/core/i18n';
import { formatPrice } from '../../src/core/pricing';
import {
  createFakeShop,
  type FakeShop,
  type FakeShopOptions,
  FIXTURE_IDS,
  fakeShopConfig,
  fixtureItem,
  fixtureItems,
} from '../../src/core/testing';
import type { ToastType } from '../../src/core/toast';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { createTestCore, renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { prefetchProductPage } from './prefetchProductPage';
import { ProductPage, type ProductPageProps } from './ProductPage';
import './define';

const cores: SouqCore[] = [];

beforeEach(() => {
  // Without an IntersectionObserver every deferred row counts as near and loads at once.
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
  vi.unstubAllGlobals();
});

interface Setup {
  language?: Locale;
  shop?: FakeShopOptions;
  /** A fetch in front of the shop, e.g. one that holds a reply back. */
  wrap?: (shop: FakeShop) => typeof globalThis.fetch;
  /** Items a product card primed into the query cache before the page opened. */
  prime?: Item[];
}

/** The page for the signed-in customer of a fake shop, after the first load. */
async function renderPage(props: ProductPageProps, setup: Setup = {}) {
  const language = setup.language ?? 'en';
  const shop = createFakeShop(setup.shop);
  const { core } = createTestCore({
    language,
    fetch: setup.wrap ? setup.wrap(shop) : shop.fetch,
    token: shop.token,
  });
  cores.push(core);
  await core.session.boot();
  await core.cart.refresh();
  if (setup.prime) primeItems(core.cache, setup.prime, language);
  const rendered = renderWithSouq(<ProductPage {...props} />, { core });
  const toasts = (type: ToastType) =>
    core.toasts.toasts.value.filter((toast) => toast.type === type).map((toast) => toast.message);
  const detailCalls = () =>
    shop.calls.filter((call) => call.path.startsWith('/api/v1/items/details'));
  const cartAdds = () => shop.calls.filter((call) => call.path === '/api/v1/customer/cart/add');
  return { ...rendered, shop, toasts, detailCalls, cartAdds };
}

const price = (amount: number, language: Locale = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input));

/** The English catalog with one item changed. */
function catalogWith(id: number, change: (item: Item) => Item): Item[] {
  return fixtureItems('en').map((item) => (item.id === id ? change(item) : item));
}

const apples = 'Red apples 1 kg';
const h1 = () => screen.findByRole('heading', { level: 1 });

/** The buy box (the h1's box), apart from the related rows' cards and their buttons. */
async function buyBox() {
  const box = (await h1()).parentElement?.parentElement;
  if (!box) throw new Error('no buy box');
  return within(box);
}

// A whole page per test, with axe in one: slow on a busy machine.
describe('ProductPage', { timeout: 30_000 }, () => {
  describe('given the item was primed by a product card and its details are slow', () => {
    const held: Array<() => void> = [];
    const holdDetails =
      (shop: FakeShop): typeof globalThis.fetch =>
      (input, init) =>
        urlOf(input).pathname.startsWith('/api/v1/items/details/')
          ? new Promise<Response>((answer) => held.push(() => answer(shop.fetch(input, init))))
          : shop.fetch(input, init);
    const listCopy = { ...fixtureItem('plain', 'en'), description: '' };

    it('shows the name and price at once, then the description when the details arrive', async () => {
      await renderPage({ itemId: 'red-apples-1-kg' }, { wrap: holdDetails, prime: [listCopy] });
      expect(screen.getByRole('heading', { level: 1, name: apples })).toBeTruthy();
      const box = await buyBox();
      expect(box.getByText(price(45))).toBeTruthy();
      expect(box.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
      expect(screen.queryByText('Crisp red apples from Nubaria.')).toBeNull();
      await waitFor(() => expect(held).toHaveLength(1));
      for (const answer of held.splice(0)) answer();
      expect(await screen.findByText('Crisp red apples from Nubaria.')).toBeTruthy();
    });
  });

  describe('given an address by slug or by numeric id', () => {
    it.each<[string, number | string, string]>([
      ['the slug', 'red-apples-1-kg', '/api/v1/items/details/red-apples-1-kg'],
      ['the numeric id', 1, '/api/v1/items/details/1'],
      ['the id as digits', '1', '/api/v1/items/details/1'],
    ])('loads the item by %s', async (_, itemId, path) => {
      const { detailCalls } = await renderPage({ itemId });
      expect((await h1()).textContent).toBe(apples);
      expect(await screen.findByText('Crisp red apples from Nubaria.')).toBeTruthy();
      expect(detailCalls().map((call) => call.path)).toEqual([path]);
    });

    it('names its store with a link to the store page, and links Home in the breadcrumb', async () => {
      await renderPage({ itemId: 1 });
      const store = await screen.findByRole('link', { name: 'Fresh Market' });
      expect(store.getAttribute('href')).toBe('/store/1');
      const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
      expect(within(trail).getByText(apples).getAttribute('aria-current')).toBe('page');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderPage({ itemId: 1 });
      await screen.findByRole('list', { name: 'Reviews' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a description of several paragraphs with markup in it', () => {
    const written = catalogWith(FIXTURE_IDS.plain, (item) => ({
      ...item,
      description: 'Crisp and sweet.\n\nKeep cool. <b>Wash</b> before eating.',
    }));

    it('shows one paragraph per block, the markup as plain text', async () => {
      await renderPage({ itemId: 1 }, { shop: { items: written } });
      const section = within(await screen.findByRole('region', { name: 'Description' }));
      expect(section.getByText('Crisp and sweet.').tagName).toBe('P');
      expect(section.getByText('Keep cool. <b>Wash</b> before eating.').tagName).toBe('P');
    });
  });

  describe('given the item is still loading', () => {
    const never =
      (shop: FakeShop): typeof globalThis.fetch =>
      (input, init) =>
        urlOf(input).pathname.startsWith('/api/v1/items/details/')
          ? new Promise<Response>(() => undefined)
          : shop.fetch(input, init);

    it('shows a status named "Loading" and no heading yet', async () => {
      await renderPage({ itemId: 1 }, { wrap: never });
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });
  });

  describe('given an item chosen through variations', () => {
    const bothInStock = catalogWith(FIXTURE_IDS.variations, (item) => ({
      ...item,
      variations: (item.variations ?? []).map((variation) => ({ ...variation, stock: 5 })),
    }));

    it('shows the chosen variation’s price and adds that variation', async () => {
      const { user, cartAdds, shop } = await renderPage(
        { itemId: FIXTURE_IDS.variations },
        { shop: { items: bothInStock } },
      );
      const box = await buyBox();
      const large = price(170);
      expect(box.getAllByText(large)).toHaveLength(1);
      await user.click(box.getByRole('radio', { name: /Large/ }));
      expect(box.getAllByText(large)).toHaveLength(2);
      await user.click(box.getByRole('button', { name: 'Add to Cart' }));
      await waitFor(() => expect(shop.cart.rows()).toHaveLength(1));
      expect(cartAdds()[0]?.body).toMatchObject({
        item_id: FIXTURE_IDS.variations,
        price: 170,
        variation: [expect.objectContaining({ type: 'Large', price: 170 })],
      });
    });

    it('asks for a choice before adding, and adds nothing', async () => {
      const { user, cartAdds } = await renderPage({ itemId: FIXTURE_IDS.variations });
      const box = await buyBox();
      await user.click(box.getByRole('button', { name: 'Add to Cart' }));
      expect(screen.getByText('Choose one option')).toBeTruthy();
      expect(cartAdds()).toEqual([]);
    });

    it('does not let a sold-out variation be chosen', async () => {
      await renderPage({ itemId: FIXTURE_IDS.variations });
      await h1();
      const large = screen.getByRole('radio', { name: /Large/ });
      expect(large).toHaveProperty('disabled', true);
      expect(screen.getByRole('radio', { name: /Small/ })).toHaveProperty('disabled', false);
    });
  });

  describe('given an item capped at 3 per order', () => {
    it('stops the quantity at 3 with "Out of Limits" and adds 3', async () => {
      const { user, toasts, shop } = await renderPage({ itemId: FIXTURE_IDS.capped });
      const box = await buyBox();
      const more = box.getByRole('button', { name: 'Increase quantity of Farm eggs, 30 pieces' });
      for (let press = 0; press < 3; press += 1) await user.click(more);
      const stepper = screen.getByRole('group', { name: 'Quantity of Farm eggs, 30 pieces' });
      expect(within(stepper).getByText('3')).toBeTruthy();
      expect(toasts('error')).toEqual(['Out of Limits']);
      await user.click(box.getByRole('button', { name: 'Add to Cart' }));
      await waitFor(() => expect(shop.cart.rows().map((row) => row.quantity)).toEqual([3]));
      expect(toasts('success')).toEqual(['Item added to cart']);
    });
  });

  describe('given an item with 2 left', () => {
    it('stops the quantity at 2 with "Out of Stock"', async () => {
      const { user, toasts } = await renderPage({ itemId: FIXTURE_IDS.lowStock });
      const box = await buyBox();
      const more = box.getByRole('button', { name: 'Increase quantity of Sidr honey 250 g' });
      await user.click(more);
      await user.click(more);
      const stepper = box.getByRole('group', { name: 'Quantity of Sidr honey 250 g' });
      expect(within(stepper).getByText('2')).toBeTruthy();
      expect(toasts('error')).toEqual(['Out of Stock']);
    });
  });

  describe('given a plain item the shopper adds', () => {
    it('turns into the in-cart stepper, focused, whose plus follows the cart rules', async () => {
      const { user, shop } = await renderPage({ itemId: FIXTURE_IDS.plain });
      const box = await buyBox();
      await user.click(box.getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByText('In cart')).toBeTruthy();
      const remove = screen.getByRole('button', { name: `Remove ${apples}` });
      await waitFor(() => expect(document.activeElement).toBe(remove));
      await user.click(screen.getByRole('button', { name: `Increase quantity of ${apples}` }));
      await waitFor(() => expect(shop.cart.rows().map((row) => row.quantity)).toEqual([2]));
    });
  });

  describe('given an item out of stock', () => {
    it('says so and offers no Add to Cart', async () => {
      await renderPage({ itemId: FIXTURE_IDS.outOfStock });
      const box = await buyBox();
      expect(box.getByText('Out of stock')).toBeTruthy();
      expect(box.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    });
  });

  describe('given a campaign item that has not started', () => {
    const future = catalogWith(FIXTURE_IDS.campaign, (item) => ({
      ...item,
      available_date_starts: '2099-03-01',
    }));

    it('shows the day it starts and no Add to Cart', async () => {
      await renderPage({ itemId: FIXTURE_IDS.campaign }, { shop: { items: future } });
      const box = await buyBox();
      expect(box.getByText('Available from March 1, 2099')).toBeTruthy();
      expect(box.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    });
  });

  describe('given an item in a running flash sale', () => {
    const onSale = catalogWith(FIXTURE_IDS.percentOff, (item) => ({
      ...item,
      flash_sale: {
        id: 1,
        end_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        available_stock: 7,
      },
    }));

    it('shows the sale’s countdown and how many are left', async () => {
      await renderPage({ itemId: FIXTURE_IDS.percentOff }, { shop: { items: onSale } });
      await h1();
      expect(screen.getByRole('timer', { name: 'Ends in' }).textContent).toMatch(
        /^0[12]:\d\d:\d\d$/,
      );
      expect(screen.getByText('7 left')).toBeTruthy();
      expect(screen.getByText('-10%')).toBeTruthy();
    });
  });

  describe('given an item with several pictures', () => {
    const pictured = catalogWith(FIXTURE_IDS.plain, (item) => ({
      ...item,
      images: ['apples-2.svg', 'apples-3.svg'],
    }));

    it('chooses a thumbnail with the arrow keys, mirrored in Arabic', async () => {
      const { user } = await renderPage({ itemId: 1 }, { shop: { items: pictured } });
      const thumbs = await screen.findByRole('radiogroup', { name: `Pictures of ${apples}` });
      const [first, second] = within(thumbs).getAllByRole('radio');
      expect(first?.getAttribute('aria-checked')).toBe('true');
      first?.focus();
      await user.keyboard('{ArrowRight}');
      expect(second?.getAttribute('aria-checked')).toBe('true');
      expect(document.activeElement).toBe(second);
      cleanup();

      const arabic = await renderPage({ itemId: 1 }, { shop: { items: pictured }, language: 'ar' });
      const [one, two] = within(await screen.findByRole('radiogroup')).getAllByRole('radio');
      one?.focus();
      await arabic.user.keyboard('{ArrowLeft}');
      expect(two?.getAttribute('aria-checked')).toBe('true');
    });
  });

  describe('given an item with reviews', () => {
    it('sums up the ratings with a bar per star that add up to the count', async () => {
      await renderPage({ itemId: FIXTURE_IDS.plain });
      const reviews = within(await screen.findByRole('region', { name: 'Reviews' }));
      await reviews.findByText('3 reviews');
      const bars = reviews.getAllByRole('progressbar');
      expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
        '5 stars',
        '4 stars',
        '3 stars',
        '2 stars',
        '1 star',
      ]);
      const counts = bars.map((bar) =>
        Number.parseInt(bar.getAttribute('aria-valuetext') ?? '', 10),
      );
      const perStar = counts.map((count) => (Number.isNaN(count) ? 0 : count));
      expect(perStar).toEqual([1, 1, 0, 1, 0]);
      expect(perStar.reduce((sum, count) => sum + count, 0)).toBe(3);
      const items = within(reviews.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringContaining('Omar'),
        expect.stringContaining('Mona'),
        expect.stringContaining('Karim'),
      ]);
      expect(
        reviews.getByText(
          formatDate(Date.parse('2025-11-20T18:42:00.000Z'), 'en', { dateStyle: 'medium' }),
        ),
      ).toBeTruthy();
    });

    it('links the rating to the reviews heading', async () => {
      const { user } = await renderPage({ itemId: FIXTURE_IDS.plain });
      await h1();
      const link = await screen.findByRole('link', { name: 'Rated 3.7 out of 5 3 reviews' });
      await user.click(link);
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Reviews' }),
      );
    });

    describe('when there are more than a page of them', () => {
      const many: ItemReview[] = Array.from({ length: 13 }, (_, index) => ({
        id: 100 - index,
        item_id: 1,
        rating: 5 - (index % 5),
        comment: `Comment ${index + 1}`,
        attachment: [],
        created_at: '2025-11-01T10:00:00.000Z',
        customer: { f_name: `Reviewer ${index + 1}`, image: null },
      }));
      const asked: string[] = [];
      const manyReviews =
        (shop: FakeShop): typeof globalThis.fetch =>
        async (input, init) => {
          const url = urlOf(input);
          if (url.pathname !== '/api/v1/items/reviews/1') return shop.fetch(input, init);
          const limit = Number(url.searchParams.get('limit'));
          const offset = Number(url.searchParams.get('offset'));
          asked.push(`limit=${limit}&offset=${offset}`);
          const ratings = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
          for (const { rating } of many) ratings[String(rating) as keyof typeof ratings] += 1;
          return Response.json({
            total_size: many.length,
            limit,
            offset,
            reviews: many.slice((offset - 1) * limit, offset * limit),
            rating_summary: { avg_rating: 3.2, rating_count: many.length, ratings },
          });
        };

      it('shows 10, then asks for page 2 on Show more and shows all 13', async () => {
        asked.length = 0;
        const { user } = await renderPage({ itemId: 1 }, { wrap: manyReviews });
        const list = await screen.findByRole('list', { name: 'Reviews' });
        expect(within(list).getAllByRole('listitem')).toHaveLength(10);
        await user.click(screen.getByRole('button', { name: 'Show more' }));
        await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
        expect(asked).toEqual(['limit=10&offset=1', 'limit=10&offset=2']);
        expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
        expect(document.activeElement?.textContent).toContain('Reviewer 11');
      });
    });
  });

  describe('given related items and more from the store', () => {
    it('shows both rows as product cards', async () => {
      await renderPage({ itemId: FIXTURE_IDS.plain });
      const related = await screen.findByRole('list', { name: 'Related items' });
      expect(within(related).getAllByRole('listitem').length).toBeGreaterThan(0);
      const store = await screen.findByRole('list', { name: 'More from this store' });
      expect(within(store).queryByRole('link', { name: apples })).toBeNull();
      expect(within(store).getByRole('link', { name: 'Farm eggs, 30 pieces' })).toBeTruthy();
    });
  });

  describe('given an address that names no item', () => {
    it('shows the not-found heading with the way home, and tells the host once', async () => {
      const onNotFound = vi.fn();
      const { rerender } = await renderPage({ itemId: 'no-such-item', onNotFound });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
      rerender(<ProductPage itemId="no-such-item" onNotFound={onNotFound} />);
      expect(onNotFound).toHaveBeenCalledTimes(1);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderPage({ itemId: 'no-such-item' });
      await screen.findByRole('heading', { level: 1, name: 'Product not found' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the item cannot be loaded', () => {
    it('says what went wrong and loads it on Try again', async () => {
      const { user } = await renderPage(
        { itemId: 1 },
        {
          shop: {
            failNext: [{ path: '/api/v1/items/details/1', status: 500, message: 'Server down' }],
          },
        },
      );
      expect((await screen.findByRole('alert')).textContent).toBe('Server down');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect((await h1()).textContent).toBe(apples);
    });
  });

  describe('given Arabic', () => {
    it('renders right to left, in Arabic, with Intl’s Arabic dates', async () => {
      const { container } = await renderPage({ itemId: 'red-apples-1-kg' }, { language: 'ar' });
      expect((await h1()).textContent).toBe('تفاح أحمر 1 كجم');
      expect(container.querySelector('[dir="rtl"]')).toBeTruthy();
      expect((await buyBox()).getByRole('button', { name: 'أضف إلى السلة' })).toBeTruthy();
      const reviews = within(await screen.findByRole('region', { name: 'التقييمات' }));
      const date = formatDate(Date.parse('2025-11-20T18:42:00.000Z'), 'ar', {
        dateStyle: 'medium',
      });
      expect(await reviews.findByText(date)).toBeTruthy();
      expect(reviews.getByText('حلوة ومقرمشة وزي الصورة بالظبط')).toBeTruthy();
      expect(screen.getAllByText(price(45, 'ar')).length).toBeGreaterThan(0);
    });
  });
});

describe('<souq-product-page>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('renders the item its item-id names inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-product-page item-id="red-apples-1-kg"></souq-product-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-product-page');
    await souqRuntime().ready;
    await waitFor(() =>
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('تفاح أحمر 1 كجم'),
    );
    holder.remove();
  });
});

describe('given the storefront started the item read before the page rendered', () => {
  it('shows the item from that read, asking the server for its details once', async () => {
    const shop = createFakeShop();
    const { core } = createTestCore({ language: 'en', fetch: shop.fetch, token: shop.token });
    cores.push(core);
    await core.session.boot();
    const item = fixtureItem('plain', 'en');
    prefetchProductPage(core, String(item.id));
    renderWithSouq(<ProductPage itemId={String(item.id)} />, { core });
    expect((await h1()).textContent).toBe(item.name);
    await waitFor(() => expect(screen.getByText(item.description ?? '')).toBeTruthy());
    const details = shop.calls.filter((call) => call.path.startsWith('/api/v1/items/details'));
    expect(details).toHaveLength(1);
  });

  it('starts nothing for an address that can name no item', async () => {
    const shop = createFakeShop();
    const { core } = createTestCore({ language: 'en', fetch: shop.fetch, token: shop.token });
    cores.push(core);
    await core.session.boot();
    const before = shop.calls.length;
    prefetchProductPage(core, '  ');
    expect(shop.calls.length).toBe(before);
  });
});
