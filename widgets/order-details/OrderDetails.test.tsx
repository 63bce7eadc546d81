import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { formatPrice } from '../../src/core/pricing';
import { createFakeShop, type FakeShop, fakeOrder, fakeShopConfig } from '../../src/core/testing';
import {
  deliveredFakeOrder,
  orderCallsTo,
  placeFakeOrder,
} from '../../src/core/testing/fakeOrderShop';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { OrderDetails } from './OrderDetails';
import './define';

// The page and its sheets render slowly on a busy machine; axe over them takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const TRACK = '/api/v1/customer/order/track';

/** The page of order `orderId`, the orders held by `orders`, for a customer or a guest. */
async function renderOrder(
  orders: FakeShop,
  orderId: number,
  { language = 'en', signedIn = true }: { language?: Locale; signedIn?: boolean } = {},
) {
  const rendered = await renderOnShop(<OrderDetails orderId={orderId} />, {
    language,
    wrap: orderCallsTo(orders),
    ...(signedIn ? { token: 'customer-token' } : {}),
  });
  cores.push(rendered.core);
  return rendered;
}

/** The page once its order is there. */
async function loaded() {
  await screen.findByRole('heading', { level: 2, name: 'Order progress' });
}

/** The section named `name`. */
const section = (name: string) => within(screen.getByRole('region', { name }));

/** The value beside the label `label` in a section. */
function factOf(scope: ReturnType<typeof within>, label: string) {
  return scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

const price = (amount: number, language: Locale = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

describe('OrderDetails', () => {
  describe('given a customer’s order just placed, paid digitally', () => {
    async function placed() {
      const orders = createFakeShop();
      const { orderId, total } = await placeFakeOrder(orders, {
        lines: [
          { itemId: 1, quantity: 2 },
          { itemId: 11, quantity: 1 },
        ],
        paymentMethod: 'digital_payment',
      });
      const rendered = await renderOrder(orders, orderId);
      await loaded();
      return { ...rendered, orders, orderId, total };
    }

    it('names the order and shows its status, placing, payment and store', async () => {
      const { orderId } = await placed();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Order #${orderId}`);
      const facts = section('Order details');
      expect(factOf(facts, 'Status')).toBe('Pending');
      expect(factOf(facts, 'Payment method')).toBe('Digital payment');
      expect(factOf(facts, 'Payment status')).toBe('Unpaid');
      expect(facts.getByRole('link', { name: 'Fresh Market' }).getAttribute('href')).toBe(
        '/store/1',
      );
      expect(facts.getByText('Placed on').nextElementSibling?.querySelector('time')).not.toBeNull();
    });

    it('lists its lines with their pictures, links, prices, quantities and totals', async () => {
      await placed();
      const items = section('Items');
      const rows = items.getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      const apples = within(rows[0] as HTMLElement);
      expect(apples.getByRole('link', { name: 'Red apples 1 kg' }).getAttribute('href')).toBe(
        '/product/1',
      );
      expect(factOf(apples, 'Price')).toBe(price(45));
      expect(factOf(apples, 'Quantity')).toBe('2');
      expect(factOf(apples, 'Total')).toBe(price(90));
      expect(factOf(within(rows[1] as HTMLElement), 'Total')).toBe(price(38.5));
    });

    it('sums the bill to the total charged, and shows the history so far', async () => {
      const { total } = await placed();
      const bill = section('Order summary');
      expect(factOf(bill, 'Subtotal')).toBe(price(128.5));
      expect(factOf(bill, 'Total')).toBe(price(total));
      expect(factOf(bill, 'Delivery fee')).toBe(price(total - 128.5));
      const history = section('Order progress');
      expect(history.getByRole('list').tagName).toBe('OL');
      expect(history.getAllByRole('listitem').map((step) => step.firstChild?.textContent)).toEqual([
        'Pending',
      ]);
    });

    it('shows where it goes and who takes it', async () => {
      await placed();
      const delivery = section('Delivery address');
      expect(factOf(delivery, 'Home')).toBe('12 Nile Street, Cairo');
      expect(factOf(delivery, 'Contact person name')).toBe('Sara Adel');
      expect(factOf(delivery, 'Contact person number')).toBe('+201001234567');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await placed();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a delivered order', () => {
    it('shows each status reached with its time, oldest first', async () => {
      const orders = createFakeShop();
      orders.orders.put(deliveredFakeOrder({ id: 500, lines: [{ kind: 'plain', quantity: 1 }] }));
      await renderOrder(orders, 500);
      await loaded();
      const steps = section('Order progress').getAllByRole('listitem');
      expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
        'Pending',
        'Confirmed',
        'Processing',
        'Handed over',
        'Picked up',
        'Delivered',
      ]);
      expect(steps[5]?.querySelector('time')?.getAttribute('dateTime')).toBe(
        '2026-11-01T11:10:00.000Z',
      );
    });
  });

  describe('given an order the wallet paid part of', () => {
    it('says it is a partial payment, what the wallet paid and what is left', async () => {
      const orders = createFakeShop();
      orders.orders.put(
        fakeOrder({ id: 9, paymentMethod: 'partial_payment', partiallyPaid: 45.5, amount: 120 }),
      );
      await renderOrder(orders, 9);
      await loaded();
      expect(factOf(section('Order details'), 'Payment method')).toBe('Partial payment');
      const bill = section('Order summary');
      expect(factOf(bill, 'Paid from wallet')).toBe(price(45.5));
      expect(factOf(bill, 'Left to pay')).toBe(price(74.5));
    });
  });

  describe('given an order that is not the shopper’s', () => {
    it('says it was not found and leads to their orders', async () => {
      const orders = createFakeShop();
      orders.orders.put(fakeOrder({ id: 12, byGuest: true }));
      await renderOrder(orders, 12);
      expect(await screen.findByText('Order not found')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
        '/profile?page=my-orders',
      );
    });
  });

  describe('given no order number (an element without its order-id)', () => {
    it('says no order was found and asks the shop nothing about orders', async () => {
      const orders = createFakeShop();
      await renderOrder(orders, Number.NaN);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order details');
      expect(await screen.findByText('Order not found')).toBeTruthy();
      expect(orders.calls).toEqual([]);
    });
  });

  describe('when the order fails to load', () => {
    it('says so, and Try again shows it', async () => {
      const orders = createFakeShop();
      orders.orders.put(fakeOrder({ id: 14 }));
      orders.failNext(TRACK, 500, 'Server down');
      const { user } = await renderOrder(orders, 14);
      expect(await screen.findByText('The order could not be loaded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await loaded();
      expect(orders.calls.filter((call) => call.path === TRACK)).toHaveLength(2);
    });
  });

  describe('given the order is still loading', () => {
    it('shows a hidden stand-in in a busy page', async () => {
      const never = { fetch: () => new Promise<Response>(() => undefined) };
      const rendered = await renderOnShop(<OrderDetails orderId={3} />, {
        token: 'customer-token',
        wrap: orderCallsTo(never),
      });
      cores.push(rendered.core);
      expect(rendered.container.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(rendered.container.querySelector('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole('region')).toBeNull();
    });
  });

  describe('given a guest’s order', () => {
    it('asks for the order’s phone, refuses another, then shows the order', async () => {
      const orders = createFakeShop();
      orders.orders.put(fakeOrder({ id: 21, byGuest: true, contactNumber: '+201112223334' }));
      const { user } = await renderOrder(orders, 21, { signedIn: false });
      const phone = await screen.findByRole('textbox', { name: /Phone number/ });
      await user.type(phone, '+201000000000');
      await user.click(screen.getByRole('button', { name: 'Show the order' }));
      expect(await screen.findByText('This phone number does not match the order.')).toBeTruthy();
      // The refused number stays in the field, to be mended rather than typed again.
      expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveProperty(
        'value',
        '+201000000000',
      );
      await user.clear(screen.getByRole('textbox', { name: /Phone number/ }));
      await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+201112223334');
      await user.click(screen.getByRole('button', { name: 'Show the order' }));
      await loaded();
      expect(factOf(section('Order details'), 'Status')).toBe('Pending');
    });

    it('says a guest’s unknown order was not found and leads to tracking', async () => {
      await renderOrder(createFakeShop(), 99, { signedIn: false });
      expect(await screen.findByText('Order not found')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(
        '/track-order',
      );
    });
  });

  describe('given the shop in Arabic', () => {
    it('writes the order’s sections, status and payment in Arabic', async () => {
      const orders = createFakeShop();
      orders.orders.put(deliveredFakeOrder({ id: 31, lines: [{ kind: 'plain', quantity: 1 }] }));
      await renderOrder(orders, 31, { language: 'ar' });
      await screen.findByRole('heading', { level: 2, name: 'مراحل الطلب' });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الطلب رقم 31');
      const facts = section('تفاصيل الطلب');
      expect(factOf(facts, 'الحالة')).toBe('تم التوصيل');
      expect(factOf(facts, 'طريقة الدفع')).toBe('الدفع عند الاستلام');
      expect(factOf(section('ملخص الطلب'), 'الإجمالي')).toBe(price(65, 'ar'));
      expect(section('المنتجات').getByRole('link', { name: 'تفاح أحمر 1 كجم' })).toBeTruthy();
    });
  });
});

describe('<souq-order-details>', () => {
  const orders = createFakeShop();
  const page = createFakeShop();

  beforeAll(() => {
    orders.orders.put(deliveredFakeOrder({ id: 77, lines: [{ kind: 'plain', quantity: 3 }] }));
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: orderCallsTo(orders)(page.fetch) });
  });

  it('reads the order its order-id attribute names, inside its shadow root', async () => {
    await souqRuntime().ready;
    souqRuntime().core.store.token.value = page.token;
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-order-details order-id="77"></souq-order-details>';
    document.body.append(holder);
    const element = holder.querySelector('souq-order-details');
    await waitFor(() => {
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('الطلب رقم 77');
      expect(element?.shadowRoot?.querySelectorAll('section')).not.toHaveLength(0);
    });
    holder.remove();
  });
});
