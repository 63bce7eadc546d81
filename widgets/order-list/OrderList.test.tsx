import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { formatPrice } from '../../src/core/pricing';
import { createFakeShop, type FakeShop, fakeOrder, fakeShopConfig } from '../../src/core/testing';
import { fixtureParcelCategories } from '../../src/core/testing/fakeContentFixtures';
import { orderCallsTo, placeFakeOrder } from '../../src/core/testing/fakeOrderShop';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { OrderList, type OrderListProps } from './OrderList';
import './define';

// A page of cards renders slowly on a busy machine; axe over it takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const RUNNING = '/api/v1/customer/order/running-orders';
const PREVIOUS = '/api/v1/customer/order/list';

/** The order list of a signed-in customer (or a visitor), its orders held by `orders`. */
async function renderOrders(
  orders: FakeShop,
  {
    props = {},
    language = 'en',
    signedIn = true,
  }: { props?: OrderListProps; language?: Locale; signedIn?: boolean } = {},
) {
  const rendered = await renderOnShop(<OrderList {...props} />, {
    language,
    wrap: orderCallsTo(orders),
    ...(signedIn ? { token: 'customer-token' } : {}),
  });
  cores.push(rendered.core);
  return rendered;
}

/** The panel once its first page is there. */
async function loadedPanel() {
  const panel = screen.getByRole('tabpanel');
  await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
  return panel;
}

const orderCards = () => screen.queryAllByRole('heading', { level: 2 });

/** The card of the order with that id. */
function card(id: number, language: Locale = 'en') {
  const name = language === 'ar' ? `الطلب رقم ${id}` : `Order #${id}`;
  const item = screen.getByRole('link', { name }).closest('li');
  if (!item) throw new Error(`no card for order ${id}`);
  return within(item);
}

const price = (amount: number, language: Locale = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

/** A shop holding `count` settled orders, numbered from 1. */
function shopWithPreviousOrders(count: number) {
  const orders = createFakeShop();
  for (let id = 1; id <= count; id += 1) {
    orders.orders.put(fakeOrder({ id, status: id % 2 === 0 ? 'delivered' : 'canceled' }));
  }
  return orders;
}

describe('OrderList', () => {
  describe('given a customer who just placed an order', () => {
    it('shows it in progress with its store, number, status, items and total', async () => {
      const orders = createFakeShop();
      const { orderId: id, total } = await placeFakeOrder(orders, {
        lines: [
          { itemId: 1, quantity: 2 },
          { itemId: 2, quantity: 1 },
        ],
      });
      await renderOrders(orders);
      expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
      const inProgress = screen.getByRole('tab', { name: 'In progress' });
      expect(inProgress.getAttribute('aria-selected')).toBe('true');
      const panel = await loadedPanel();
      expect(within(panel).getByRole('status').textContent).toBe('1 order');
      const placed = card(id);
      expect(placed.getByText('Fresh Market')).toBeTruthy();
      expect(placed.getByText('Pending')).toBeTruthy();
      expect(placed.getByText('2 items')).toBeTruthy();
      expect(placed.getByText(price(total))).toBeTruthy();
      expect(placed.getByRole('link', { name: `Order #${id}` }).getAttribute('href')).toBe(
        `/order?id=${id}`,
      );
      expect(placed.getByText('Placed on')).toBeTruthy();
      const placedOn = placed.getByText('Placed on').nextElementSibling;
      expect(placedOn?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-/);
    });

    it('has no serious accessibility violations', async () => {
      const orders = createFakeShop();
      await placeFakeOrder(orders, { lines: [{ itemId: 1, quantity: 1 }] });
      const { container } = await renderOrders(orders);
      await loadedPanel();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a prescription and a parcel among the orders', () => {
    it('says what each holds instead of a count of no items', async () => {
      const orders = createFakeShop();
      const prescription = fakeOrder({ id: 7 });
      const parcel = fakeOrder({ id: 8 });
      orders.orders.put({
        ...prescription,
        order: (language) => ({
          ...prescription.order(language),
          details_count: 0,
          prescription_order: true,
        }),
      });
      const [category] = fixtureParcelCategories('en');
      if (!category) throw new Error('the fake shop has no parcel category');
      orders.orders.put({
        ...parcel,
        order: (language) => ({
          ...parcel.order(language),
          details_count: 0,
          order_type: 'parcel',
          parcel_category: category,
        }),
      });
      await renderOrders(orders);
      await loadedPanel();
      expect(card(7).getByText('Prescription')).toBeTruthy();
      expect(card(8).getByText(category.name)).toBeTruthy();
      expect(screen.queryByText('0 items')).toBeNull();
    });
  });

  describe('given settled orders', () => {
    it('shows each with its total as the order carries it', async () => {
      const orders = createFakeShop();
      orders.orders.put(fakeOrder({ id: 7, status: 'delivered', amount: 77.5 }));
      await renderOrders(orders, { props: { tab: 'previous' } });
      await loadedPanel();
      expect(screen.getByRole('tab', { name: 'Previous' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      const delivered = card(7);
      expect(delivered.getByText('Delivered')).toBeTruthy();
      expect(delivered.getByText(price(77.5))).toBeTruthy();
      expect(delivered.getByText('1 item')).toBeTruthy();
    });

    it('pages them ten at a time, with Show more and the count of all', async () => {
      const orders = shopWithPreviousOrders(12);
      const { user } = await renderOrders(orders, { props: { tab: 'previous' } });
      const panel = await loadedPanel();
      expect(orderCards()).toHaveLength(10);
      expect(within(panel).getByRole('status').textContent).toBe('12 orders');
      expect(orderCards()[0]?.textContent).toBe('Order #12');
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(orderCards()).toHaveLength(12));
      expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
      const pages = orders.calls.filter((call) => call.path === PREVIOUS);
      expect(pages.map((call) => call.query.offset)).toEqual(['1', '2']);
    });
  });

  describe('when the shopper moves between the tabs with the keyboard', () => {
    it('arrows choose the other tab and its orders, Home and End go to the ends', async () => {
      const orders = shopWithPreviousOrders(2);
      await placeFakeOrder(orders, { lines: [{ itemId: 1, quantity: 1 }] });
      const { user } = await renderOrders(orders);
      await loadedPanel();
      expect(orderCards()).toHaveLength(1);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'In progress' }));
      await user.keyboard('{ArrowRight}');
      const previous = screen.getByRole('tab', { name: 'Previous' });
      expect(document.activeElement).toBe(previous);
      expect(previous.getAttribute('aria-selected')).toBe('true');
      await loadedPanel();
      expect(orderCards()).toHaveLength(2);
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(previous.id);
      await user.keyboard('{Home}');
      expect(screen.getByRole('tab', { name: 'In progress' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      await user.keyboard('{End}');
      expect(previous.getAttribute('aria-selected')).toBe('true');
      expect(previous.tabIndex).toBe(0);
      expect(screen.getByRole('tab', { name: 'In progress' }).tabIndex).toBe(-1);
    });

    it('mirrors the arrows in Arabic: left goes to the next tab', async () => {
      const orders = shopWithPreviousOrders(1);
      const { user } = await renderOrders(orders, { language: 'ar' });
      await loadedPanel();
      screen.getByRole('tab', { name: 'قيد التنفيذ' }).focus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'السابقة' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'قيد التنفيذ' }).getAttribute('aria-selected')).toBe(
        'true',
      );
    });
  });

  describe('given no orders', () => {
    it('says so in each tab and leads to the shop', async () => {
      const { user } = await renderOrders(createFakeShop());
      await loadedPanel();
      expect(screen.getByText('You have no orders under way.')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('No orders');
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
      await user.click(screen.getByRole('tab', { name: 'Previous' }));
      await loadedPanel();
      expect(screen.getByText('You have no previous orders.')).toBeTruthy();
    });
  });

  describe('when the orders fail to load', () => {
    it('says so, and Try again shows them', async () => {
      const orders = createFakeShop();
      await placeFakeOrder(orders, { lines: [{ itemId: 1, quantity: 1 }] });
      orders.failNext(RUNNING, 500, 'Server down');
      const { user } = await renderOrders(orders);
      expect(await screen.findByText('Your orders could not be loaded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await loadedPanel();
      expect(orderCards()).toHaveLength(1);
      expect(orders.calls.filter((call) => call.path === RUNNING)).toHaveLength(2);
    });
  });

  describe('given the orders are still loading', () => {
    it('shows hidden stand-in cards in a busy panel', async () => {
      const never = { fetch: () => new Promise<Response>(() => undefined) };
      const rendered = await renderOnShop(<OrderList />, {
        token: 'customer-token',
        wrap: orderCallsTo(never),
      });
      cores.push(rendered.core);
      const panel = screen.getByRole('tabpanel');
      expect(panel.getAttribute('aria-busy')).toBe('true');
      expect(panel.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(4);
      expect(orderCards()).toHaveLength(0);
    });
  });

  describe('given a visitor who is not signed in', () => {
    it('asks them to sign in and come back here, and asks for no orders', async () => {
      const orders = createFakeShop();
      const { container } = await renderOrders(orders, { signedIn: false });
      expect(screen.getByText('You must be login to access this page')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/auth/sign-in?from=%2Fprofile%3Fpage%3Dmy-orders',
      );
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(orders.calls).toEqual([]);
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the shop in Arabic', () => {
    it('names the page, the tabs, the statuses and the count in Arabic', async () => {
      const orders = createFakeShop();
      orders.orders.put(fakeOrder({ id: 3, status: 'confirmed' }));
      await renderOrders(orders, { language: 'ar' });
      await loadedPanel();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('طلباتي');
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('قيد التنفيذ');
      expect(screen.getByRole('status').textContent).toBe('طلب واحد');
      const confirmed = card(3, 'ar');
      expect(confirmed.getByText('سوق الخضار')).toBeTruthy();
      expect(confirmed.getByText(price(120, 'ar'))).toBeTruthy();
      expect(confirmed.queryByText(/[A-Za-z]{3,}/)).toBeNull();
    });
  });
});

describe('<souq-order-list>', () => {
  const orders = createFakeShop();
  const page = createFakeShop();

  beforeAll(() => {
    orders.orders.put(fakeOrder({ id: 41, status: 'delivered' }));
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: orderCallsTo(orders)(page.fetch) });
  });

  it('shows the tab its attribute names, inside its shadow root', async () => {
    await souqRuntime().ready;
    souqRuntime().core.store.token.value = page.token;
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-order-list tab="previous"></souq-order-list>';
    document.body.append(holder);
    const element = holder.querySelector('souq-order-list');
    await waitFor(() => {
      const selected = element?.shadowRoot?.querySelector('[role="tab"][aria-selected="true"]');
      expect(selected?.textContent).toBe('السابقة');
      expect(element?.shadowRoot?.querySelector('h2')?.textContent).toBe('الطلب رقم 41');
    });
    holder.remove();
  });
});
