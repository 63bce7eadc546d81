import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { OrderPlacedReply } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { formatPrice } from '../../src/core/pricing';
import {
  createFakeShop,
  type FakeOrder,
  type FakeShopOptions,
  FIXTURE_IDS,
  fakeOrder,
  fakeShopConfig,
} from '../../src/core/testing';
import { movingFakeOrder } from '../../src/core/testing/fakeOrderLifecycle';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import {
  createTestCore,
  renderOnShop,
  renderWithSouq,
  seriousViolations,
  type ShopSetup,
} from '../../src/ui/testing';
import { OrderTracking, type OrderTrackingProps } from './OrderTracking';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const TRACK = '/api/v1/customer/order/track';

/** Reads come back fast in these tests, so an order moves on within a test's patience. */
const FAST_POLL_MS = 20;

/** The phone a guest order below is placed with. */
const GUEST_PHONE = '+201001234567';

const price = (amount: number, language: Locale = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

/** The tracking page for a visitor on a fake shop that has their guest id. */
async function renderForVisitor(props: OrderTrackingProps = {}, setup: ShopSetup = {}) {
  const rendered = await renderOnShop(<OrderTracking pollMs={FAST_POLL_MS} {...props} />, {
    ...setup,
    shop: { cart: [{ itemId: FIXTURE_IDS.plain, quantity: 2 }], ...setup.shop },
  });
  cores.push(rendered.core);
  return rendered;
}

/**
 * Places the visitor's cart as a guest order paid on delivery; answers its id and total. The
 * body leaves out the total the checkout would have shown: the shop charges what it computes.
 */
async function placeGuestOrder(core: SouqCore) {
  await core.session.ensureGuestId();
  const placed = await core.api.request<OrderPlacedReply>('/api/v1/customer/order/place', {
    method: 'POST',
    guest: 'body',
    body: {
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 1,
      address: '12 Nile Street, Cairo',
      latitude: '30.0444',
      longitude: '31.2357',
      contact_person_name: 'Sara Adel',
      contact_person_number: GUEST_PHONE,
      address_type: 'home',
    },
  });
  return { id: placed.order_id, total: placed.total_ammount };
}

/** The tracking page for the signed-in customer, whose orders the shop holds before it opens. */
async function renderForCustomer(
  props: OrderTrackingProps,
  {
    orders = [],
    language = 'en',
    failNext = [],
  }: { orders?: FakeOrder[]; language?: Locale; failNext?: FakeShopOptions['failNext'] } = {},
) {
  const shop = createFakeShop({ failNext });
  for (const order of orders) shop.orders.put(order);
  const { core } = createTestCore({ language, fetch: shop.fetch, token: shop.token });
  cores.push(core);
  await core.session.boot();
  const rendered = renderWithSouq(<OrderTracking pollMs={FAST_POLL_MS} {...props} />, { core });
  return { ...rendered, shop };
}

const trackCalls = (shop: { calls: { path: string }[] }) =>
  shop.calls.filter((call) => call.path === TRACK).length;

/** The tracking steps, once the order shows. */
const stepsList = () => screen.findByRole('list', { name: 'Order progress' });

/** The step marked as the one the order is at. */
async function currentStep(): Promise<string | null | undefined> {
  const steps = await stepsList();
  return within(steps)
    .getAllByRole('listitem')
    .find((step) => step.getAttribute('aria-current') === 'step')
    ?.querySelector('span + span > span')?.firstChild?.textContent;
}

/** The value shown beside a fact's label. */
const fact = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderTracking', { timeout: 20_000 }, () => {
  describe('given a visitor who ordered as a guest', () => {
    it('tracks the order by its id and phone, and says where it is and what it is', async () => {
      const { core, user, shop } = await renderForVisitor();
      const placed = await placeGuestOrder(core);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Track Order');
      await user.type(screen.getByRole('textbox', { name: /Order ID/ }), String(placed.id));
      await user.type(screen.getByRole('textbox', { name: /Phone number/ }), GUEST_PHONE);
      await user.click(screen.getByRole('button', { name: 'Track' }));

      const heading = await screen.findByRole('heading', { name: `Order #${placed.id}` });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(await currentStep()).toBe('Order placed');
      expect(fact('Status')).toBe('Pending');
      expect(fact('Payment status')).toBe('Unpaid');
      expect(fact('Payment method')).toBe('Cash on delivery');
      expect(fact('Total')).toBe(price(placed.total));
      expect(fact('Delivery address')).toBe('12 Nile Street, Cairo');
      expect(screen.getByRole('link', { name: 'Order details' }).getAttribute('href')).toBe(
        `/order?id=${placed.id}`,
      );
      expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
        '/home',
      );
      const asked = shop.calls.find((call) => call.path === TRACK);
      expect(asked?.query).toMatchObject({
        order_id: String(placed.id),
        contact_number: GUEST_PHONE,
        guest_id: core.store.guestId.value,
      });
    });

    it('says the server could not find it when the phone is wrong, keeping what was typed', async () => {
      const { core, user } = await renderForVisitor();
      const placed = await placeGuestOrder(core);
      const orderId = screen.getByRole('textbox', { name: /Order ID/ });
      const phone = screen.getByRole('textbox', { name: /Phone number/ });
      await user.type(orderId, String(placed.id));
      await user.type(phone, '+201009999999');
      await user.click(screen.getByRole('button', { name: 'Track' }));

      expect((await screen.findByRole('alert')).textContent).toBe('Order not found');
      expect((orderId as HTMLInputElement).value).toBe(String(placed.id));
      expect((phone as HTMLInputElement).value).toBe('+201009999999');
      expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();

      await user.clear(phone);
      await user.type(phone, GUEST_PHONE);
      await user.click(screen.getByRole('button', { name: 'Track' }));
      await screen.findByRole('heading', { name: `Order #${placed.id}` });
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('reads an id and a phone typed in Arabic-Indic digits, in Arabic', async () => {
      const { core, user, shop } = await renderForVisitor({}, { language: 'ar' });
      const placed = await placeGuestOrder(core);
      const orderId = screen.getByRole('textbox', { name: /رقم الطلب/ });
      await user.type(orderId, '١٠٠٠٠١');
      await user.type(screen.getByRole('textbox', { name: /رقم الهاتف/ }), '+٢٠١٠٠١٢٣٤٥٦٧');
      await user.click(screen.getByRole('button', { name: 'تتبع' }));

      await screen.findByRole('heading', { name: `الطلب رقم ${placed.id}` });
      expect(placed.id).toBe(100001);
      expect(shop.calls.find((call) => call.path === TRACK)?.query).toMatchObject({
        order_id: '100001',
        contact_number: GUEST_PHONE,
      });
      expect((orderId as HTMLInputElement).value).toBe('١٠٠٠٠١');
      expect(fact('الحالة')).toBe('قيد الانتظار');
    });

    it('checks each field before asking the shop, in the field', async () => {
      const { user, shop } = await renderForVisitor();
      await user.type(screen.getByRole('textbox', { name: /Order ID/ }), '10-01');
      await user.click(screen.getByRole('button', { name: 'Track' }));
      const orderId = screen.getByRole('textbox', { name: /Order ID/ });
      await waitFor(() => expect(orderId.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText('Only numbers are allowed')).toBeTruthy();
      expect(screen.getByText('Phone number is required')).toBeTruthy();
      expect(trackCalls(shop)).toBe(0);
    });

    it('starts with the order id and phone it was given', async () => {
      await renderForVisitor({ orderId: 100001, phone: GUEST_PHONE });
      const orderId = screen.getByRole('textbox', { name: /Order ID/ }) as HTMLInputElement;
      const phone = screen.getByRole('textbox', { name: /Phone number/ }) as HTMLInputElement;
      expect([orderId.value, phone.value]).toEqual(['100001', GUEST_PHONE]);
    });
  });

  describe('given a tracked order that the shop moves along', () => {
    it('moves through the steps by itself, saying each new step once', async () => {
      const moving = movingFakeOrder(fakeOrder({ id: 500 }));
      const { shop } = await renderForCustomer({ orderId: 500 }, { orders: [moving.order] });
      expect(await currentStep()).toBe('Order placed');
      const news = screen.getByRole('status');
      expect(news.textContent).toBe('');

      moving.advance();
      await waitFor(() => expect(fact('Status')).toBe('Confirmed'));
      expect(news.textContent).toBe('');

      moving.advance();
      await waitFor(async () => expect(await currentStep()).toBe('Packaging'));
      expect(news.textContent).toBe('Order update: Packaging');
      const steps = within(await stepsList()).getAllByRole('listitem');
      expect(steps[0]?.textContent).toContain('Completed');
      expect(steps[0]?.querySelector('time')).not.toBeNull();
      expect(steps[1]?.querySelector('time')?.getAttribute('datetime')).toBe(
        moving.order.order('en').processing,
      );

      moving.advance();
      await waitFor(async () => expect(await currentStep()).toBe('On the road'));
      expect(news.textContent).toBe('Order update: On the road');

      moving.advance();
      moving.advance();
      await waitFor(async () => expect(await currentStep()).toBe('Delivered'));
      expect(news.textContent).toBe('Order update: Delivered');
      expect(fact('Payment status')).toBe('Paid');
      for (const step of within(await stepsList()).getAllByRole('listitem')) {
        expect(step.textContent).toContain('Completed');
      }

      // Delivered is where tracking ends: no more reads.
      const reads = trackCalls(shop);
      await new Promise((resolve) => setTimeout(resolve, FAST_POLL_MS * 5));
      expect(trackCalls(shop)).toBe(reads);
    });

    it('shows a canceled order apart from the steps, with its reason', async () => {
      const moving = movingFakeOrder(fakeOrder({ id: 501, status: 'processing' }));
      await renderForCustomer({ orderId: 501 }, { orders: [moving.order] });
      expect(await currentStep()).toBe('Packaging');

      moving.moveTo('canceled');
      await waitFor(() => expect(screen.getByText('This order was canceled.')).toBeTruthy());
      expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
      expect(fact('Status')).toBe('Canceled');
      expect(screen.getByRole('status').textContent).toBe('Order update: Canceled');
    });

    it('keeps the order through a failed read, saying it is reconnecting', async () => {
      const moving = movingFakeOrder(fakeOrder({ id: 502 }));
      const { shop } = await renderForCustomer({ orderId: 502 }, { orders: [moving.order] });
      await screen.findByRole('heading', { name: 'Order #502' });

      shop.failNext(TRACK, 0, 'offline');
      expect(
        await screen.findByText('Reconnecting… The order may have moved on since.'),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Order #502' })).toBeTruthy();
      expect(await currentStep()).toBe('Order placed');

      moving.advance();
      moving.advance();
      await waitFor(async () => expect(await currentStep()).toBe('Packaging'), { timeout: 3000 });
      expect(screen.queryByText('Reconnecting… The order may have moved on since.')).toBeNull();
    });
  });

  describe('given the first read of the order fails', () => {
    it('says so with Try again, which reads it again', async () => {
      const { shop, user } = await renderForCustomer(
        { orderId: 503 },
        {
          orders: [fakeOrder({ id: 503 })],
          failNext: [{ path: TRACK, status: 500, message: 'Internal server error' }],
        },
      );
      expect(await screen.findByText('The order could not be loaded.')).toBeTruthy();
      // Nothing was found to follow, so nothing is read again until the shopper asks.
      await new Promise((resolve) => setTimeout(resolve, FAST_POLL_MS * 5));
      expect(trackCalls(shop)).toBe(1);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Order #503' })).toBeTruthy();
    });
  });

  describe('given a signed-in customer', () => {
    it('offers their orders under way and tracks the one they pick, with no phone', async () => {
      const { user } = await renderForCustomer(
        {},
        {
          orders: [
            fakeOrder({ id: 601, status: 'handover' }),
            fakeOrder({ id: 602 }),
            fakeOrder({ id: 603, status: 'delivered' }),
          ],
        },
      );
      expect(screen.queryByRole('textbox', { name: /Phone number/ })).toBeNull();
      const running = await screen.findByRole('region', { name: 'Your orders under way' });
      const picks = await within(running).findAllByRole('button');
      expect(picks.map((pick) => pick.textContent?.match(/Order #\d+/)?.[0])).toEqual([
        'Order #602',
        'Order #601',
      ]);

      await user.click(within(running).getByRole('button', { name: /Order #601/ }));
      await screen.findByRole('heading', { name: 'Order #601' });
      expect(await currentStep()).toBe('On the road');
      expect(
        within(running)
          .getByRole('button', { name: /Order #601/ })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      expect((screen.getByRole('textbox', { name: /Order ID/ }) as HTMLInputElement).value).toBe(
        '601',
      );
    });

    it('tracks the order the page names at once', async () => {
      await renderForCustomer({ orderId: 602 }, { orders: [fakeOrder({ id: 602 })] });
      expect(await screen.findByRole('heading', { name: 'Order #602' })).toBeTruthy();
      // The page opened on it: the focus stays where the shopper left it.
      expect(document.activeElement).toBe(document.body);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderForCustomer(
        { orderId: 601 },
        { orders: [fakeOrder({ id: 601, status: 'processing' })] },
      );
      await screen.findByRole('heading', { name: 'Order #601' });
      await screen.findByRole('button', { name: /Order #601/ });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});

describe('<souq-order-tracking>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('fills the order id its order-id names, in Arabic by default', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-order-tracking order-id="100001"></souq-order-tracking>';
    document.body.append(holder);
    const element = holder.querySelector('souq-order-tracking');
    await souqRuntime().ready;
    await waitFor(() => {
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('تتبع الطلب');
      expect(element?.shadowRoot?.querySelector('input')?.value).toBe('100001');
    });
    holder.remove();
  });
});
