import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeShop } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { seriousViolations } from '../../src/ui/testing';
import {
  disposeCheckoutCores,
  feeKnown,
  placeOrderButton,
  price,
  renderCheckout,
  summaryValue,
} from './testing/checkoutHarness';
import './define';

vi.mock('./delivery', () => import('./testing/fakeDeliveryStep'));

afterEach(() => {
  cleanup();
  disposeCheckoutCores();
});

/** A page renders slowly on a busy machine; the default five seconds is tight. */
const PAGE_TIMEOUT = 20_000;

/** Two red apples (45 each) of Fresh Market. */
const TWO_APPLES = [{ itemId: 1, quantity: 2 }];

describe('Checkout', { timeout: PAGE_TIMEOUT }, () => {
  describe('given a guest with a cart of one store', () => {
    it('places the order paid on delivery and confirms it with its id and the ways on', async () => {
      const { user, shop, core, container, placements } = await renderCheckout({
        shop: { cart: TWO_APPLES },
      });
      const heard: unknown[] = [];
      container.addEventListener('souq:order-place', (event) => heard.push(event.detail));
      expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
      await feeKnown();
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      expect(summaryValue('Total')).toBe(price(110));
      await user.click(await placeOrderButton());
      const heading = await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(document.activeElement).toBe(heading);
      expect(screen.getByText('100001')).toBeTruthy();
      expect(shop.orders.statusOf(100001)).toBe('pending');
      expect(placements()).toHaveLength(1);
      expect(heard).toEqual([{ orderId: 100001, total: 110 }]);
      await waitFor(() => expect(core.cart.lines.value).toEqual([]));
      expect(screen.getByText(`You pay ${price(110)} in cash when it arrives.`)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(
        '/track-order?id=100001',
      );
      expect(screen.queryByRole('link', { name: 'Order details' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
        '/home',
      );
    });

    it('counts the delivery note and refuses one past 191 characters in place, placing nothing', async () => {
      const { user, placements } = await renderCheckout({ shop: { cart: TWO_APPLES } });
      const note = await screen.findByRole('textbox', { name: 'Delivery note' });
      await user.type(note, 'Ring twice');
      expect(screen.getByText('10 of 191 characters')).toBeTruthy();
      await user.clear(note);
      await user.click(note);
      await user.paste('x'.repeat(192));
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(await placeOrderButton());
      await waitFor(() =>
        expect(screen.getByText('Delivery note must be at most 191 characters')).toBeTruthy(),
      );
      expect(document.activeElement).toBe(note);
      expect(placements()).toHaveLength(0);
    });

    it('sends the note, cutlery, what to do with a missing item and the tip with the order', async () => {
      const { user, placements } = await renderCheckout({ shop: { cart: TWO_APPLES } });
      await user.type(await screen.findByRole('textbox', { name: 'Delivery note' }), 'Gate 3');
      await user.click(screen.getByRole('checkbox', { name: 'Add cutlery' }));
      await user.click(screen.getByRole('radio', { name: 'Call me to decide' }));
      await user.click(screen.getByRole('radio', { name: price(20) }));
      await feeKnown();
      expect(summaryValue('Delivery man tip')).toBe(price(20));
      expect(summaryValue('Total')).toBe(price(130));
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(await placeOrderButton());
      await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(placements()[0]?.body).toMatchObject({
        order_amount: 130,
        dm_tips: 20,
        delivery_instruction: 'Gate 3',
        cutlery: 1,
        unavailable_item_note: 'Call me to decide',
        payment_method: 'cash_on_delivery',
        store_id: 1,
      });
    });

    it('refuses a typed tip that is no amount, in place', async () => {
      const { user, placements } = await renderCheckout({ shop: { cart: TWO_APPLES } });
      await user.click(await screen.findByRole('radio', { name: 'Other amount' }));
      const amount = screen.getByRole('textbox', { name: 'Tip amount' });
      await user.type(amount, 'lots');
      expect(screen.getByText('Enter a tip of 0 or more')).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(await placeOrderButton());
      expect(document.activeElement).toBe(amount);
      expect(placements()).toHaveLength(0);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderCheckout({ shop: { cart: TWO_APPLES } });
      await placeOrderButton();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a cart of several stores', () => {
    it('asks which store to order from, and the other store’s lines stay in the cart', async () => {
      const { user, shop, core } = await renderCheckout({
        shop: {
          cart: [
            { itemId: 1, quantity: 2 },
            { itemId: 3, quantity: 1 },
          ],
        },
      });
      await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
      await user.click(await placeOrderButton());
      expect(screen.getByRole('alert').textContent).toBe('Choose the store to order from first.');
      const fresh = screen.getByRole('radio', { name: /Fresh Market/ });
      expect(document.activeElement).toBe(fresh);
      await user.click(fresh);
      expect(summaryValue('Subtotal')).toBe(price(90));
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(shop.cart.rows().map((row) => row.item_id)).toEqual([3]);
      await waitFor(() => expect(core.cart.lines.value.map((line) => line.id)).toEqual([3]));
    });
  });

  describe('given tax at 14%', () => {
    it('shows it inside the prices when the shop includes it, adding nothing', async () => {
      await renderCheckout({ shop: { cart: TWO_APPLES, config: { tax: 14, tax_included: 1 } } });
      await feeKnown();
      expect(summaryValue('Tax (included)')).toBe(price(11.05));
      expect(summaryValue('Total')).toBe(price(110));
    });

    it('adds it on the items when the shop does not include it, the fee untaxed', async () => {
      await renderCheckout({ shop: { cart: TWO_APPLES, config: { tax: 14, tax_included: 0 } } });
      await feeKnown();
      expect(summaryValue('Tax')).toBe(price(12.6));
      expect(summaryValue('Delivery fee')).toBe(price(20));
      expect(summaryValue('Total')).toBe(price(122.6));
    });
  });

  describe('given free delivery over a threshold', () => {
    it('charges no fee once the items reach it, with a full bar', async () => {
      await renderCheckout({ shop: { cart: TWO_APPLES, config: { free_delivery_over: 90 } } });
      await feeKnown();
      expect(summaryValue('Delivery fee')).toBe('Free');
      expect(screen.getByText('Your order qualifies for free delivery')).toBeTruthy();
      expect(
        screen.getByRole('progressbar', { name: 'Free delivery' }).getAttribute('aria-valuenow'),
      ).toBe('100');
      expect(summaryValue('Total')).toBe(price(90));
    });

    it('charges the fee below it and says what is missing', async () => {
      await renderCheckout({ shop: { cart: TWO_APPLES, config: { free_delivery_over: 100 } } });
      await feeKnown();
      expect(summaryValue('Delivery fee')).toBe(price(20));
      expect(screen.getByText(`${price(10)} more for free delivery`)).toBeTruthy();
      expect(
        screen.getByRole('progressbar', { name: 'Free delivery' }).getAttribute('aria-valuenow'),
      ).toBe('90');
    });
  });

  describe('given the shop takes no guest orders', () => {
    it('asks a visitor to sign in and come back, and shows nothing else', async () => {
      await renderCheckout({
        shop: { cart: TWO_APPLES, config: { guest_checkout_status: 0 } },
      });
      expect(await screen.findByText('Sign in to check out')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/auth/sign-in?from=%2Fcheckout%3Fpage%3Dcart',
      );
      expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    });

    it('lets a signed-in customer check out', async () => {
      await renderCheckout({
        token: 'x',
        shop: { cart: TWO_APPLES, config: { guest_checkout_status: 0 } },
      });
      expect(await placeOrderButton()).toBeTruthy();
    });
  });

  describe('given an empty cart', () => {
    it('says so and leads to shopping', async () => {
      await renderCheckout();
      expect(await screen.findByText('Your cart is empty')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
        '/home',
      );
    });
  });

  describe('when the cart cannot be read', () => {
    it('says so, and Try again shows the checkout', async () => {
      const { user } = await renderCheckout({
        shop: {
          cart: TWO_APPLES,
          failNext: [{ path: '/api/v1/customer/cart/list', status: 500, message: 'Down' }],
        },
      });
      expect(await screen.findByText('Your cart could not be loaded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await placeOrderButton()).toBeTruthy();
    });
  });

  describe('confirming an order of another kind', () => {
    it('says a prescription is priced by the pharmacy first, and a parcel collected from its sender', async () => {
      await renderCheckout({}, { orderId: 41, orderKind: 'prescription' });
      const prescriptionSteps = screen.getAllByRole('listitem').map((step) => step.textContent);
      expect(prescriptionSteps).toContain(
        'The pharmacy reads your prescription and prices the medicines.',
      );
      expect(prescriptionSteps).not.toContain('The store confirms your order and prepares it.');
      cleanup();

      await renderCheckout({}, { orderId: 42, orderKind: 'parcel' });
      const parcelSteps = screen.getAllByRole('listitem').map((step) => step.textContent);
      expect(parcelSteps).toContain('A delivery man collects the parcel from the sender.');
      expect(parcelSteps).not.toContain('The store confirms your order and prepares it.');
    });
  });

  describe('in Arabic', () => {
    it('names the page, its sections and its figures in Arabic', async () => {
      await renderCheckout({ language: 'ar', shop: { cart: TWO_APPLES } });
      await feeKnown();
      expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إتمام الطلب');
      expect(screen.getByRole('heading', { level: 2, name: 'ملخص الطلب' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: /الدفع عند الاستلام/ })).toBeTruthy();
      expect(summaryValue('الإجمالي')).toBe(price(110, 'ar'));
    });
  });
});

describe('<souq-checkout>', () => {
  const shop = createFakeShop();

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('confirms the order its order-id names inside its shadow root, in Arabic by default', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-checkout order-id="100001"></souq-checkout>';
    document.body.append(holder);
    const element = holder.querySelector('souq-checkout');
    await souqRuntime().ready;
    await waitFor(() => {
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('تم تقديم الطلب');
      expect(element?.shadowRoot?.textContent).toContain('100001');
    });
    holder.remove();
  });
});
