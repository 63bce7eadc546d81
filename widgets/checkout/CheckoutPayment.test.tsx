import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../src/ui/leavePage';
import {
  disposeCheckoutCores,
  feeKnown,
  placeOrderButton,
  price,
  renderCheckout,
  summaryValue,
} from './testing/checkoutHarness';

vi.mock('./delivery', () => import('./testing/fakeDeliveryStep'));
vi.mock('../../src/ui/leavePage', () => ({ leavePage: vi.fn() }));

afterEach(() => {
  cleanup();
  disposeCheckoutCores();
});

const PAGE_TIMEOUT = 20_000;
const OFFLINE_PATH = '/api/v1/customer/order/offline-payment';

/** The accessible description of an element, from its aria-describedby. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Checkout payment', { timeout: PAGE_TIMEOUT }, () => {
  describe('given an order above the cash-on-delivery cap', () => {
    it('refuses cash on delivery in the spec’s words, the option disabled', async () => {
      await renderCheckout({ shop: { cart: [{ itemId: 1, quantity: 30 }] } });
      await feeKnown();
      const cash = screen.getByRole('radio', { name: /Cash on delivery/ });
      expect((cash as HTMLInputElement).disabled).toBe(true);
      expect(descriptionOf(cash)).toBe('You can not Order more then 1000 on COD order');
    });

    it('says the general refusal for a cap other than 1000', async () => {
      await renderCheckout({
        shop: { cart: [{ itemId: 1, quantity: 2 }], config: { cod_max_order_amount: 100 } },
      });
      await feeKnown();
      const cash = screen.getByRole('radio', { name: /Cash on delivery/ });
      expect(descriptionOf(cash)).toBe(
        'The total amount of the order exceeds maximum amount of the cash on delivery method',
      );
    });
  });

  describe('given a signed-in customer with 125.50 in the wallet', () => {
    it('lets the wallet pay a share and cash the rest', async () => {
      const { user, placements } = await renderCheckout({
        token: 'x',
        shop: { cart: [{ itemId: 1, quantity: 3 }] },
      });
      await feeKnown();
      const wallet = await screen.findByRole('checkbox', { name: 'Pay with my wallet' });
      await waitFor(() => expect(descriptionOf(wallet)).toBe(`Balance: ${price(125.5)}`));
      await user.click(wallet);
      expect(
        screen.getByText(
          `Your wallet pays ${price(125.5)}. Choose how to pay the remaining ${price(29.5)}.`,
        ),
      ).toBeTruthy();
      expect(summaryValue('Paid from your wallet')).toBe(price(-125.5));
      expect(summaryValue('Left to pay')).toBe(price(29.5));
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(await placeOrderButton());
      await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(placements()[0]?.body).toMatchObject({
        order_amount: 155,
        payment_method: 'cash_on_delivery',
        partial_payment: 1,
      });
      expect(screen.getByRole('link', { name: 'Order details' }).getAttribute('href')).toBe(
        '/order?id=100001',
      );
    });

    it('lets the wallet pay the whole order when it holds enough', async () => {
      const { user, placements } = await renderCheckout({
        token: 'x',
        shop: { cart: [{ itemId: 1, quantity: 2 }] },
      });
      await feeKnown();
      const wallet = await screen.findByRole('checkbox', { name: 'Pay with my wallet' });
      await waitFor(() => expect(wallet.hasAttribute('disabled')).toBe(false));
      await user.click(wallet);
      expect(screen.getByText('Your wallet pays the whole order.')).toBeTruthy();
      expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
      await user.click(await placeOrderButton());
      await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(placements()[0]?.body).toMatchObject({ payment_method: 'wallet', order_amount: 110 });
    });
  });

  describe('given an offline payment', () => {
    it('takes its details in steps, which can be cleared, and sends them once placed', async () => {
      const { user, shop } = await renderCheckout({ shop: { cart: [{ itemId: 1, quantity: 2 }] } });
      await feeKnown();
      await user.click(screen.getByRole('radio', { name: /Offline payment/ }));
      const steps = await screen.findByRole('group', { name: /Step 1 of 3/ });
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      expect(await screen.findByText('Save the offline payment details first')).toBeTruthy();
      await user.click(within(steps).getByRole('radio', { name: 'Bank transfer' }));
      await user.click(within(steps).getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('group', { name: /Step 2 of 3/ })).toBeTruthy();
      expect(screen.getByText('Nile Demo Bank')).toBeTruthy();
      const reference = screen.getByRole('textbox', { name: /Transfer reference/ });
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      await waitFor(() => expect(screen.getByText('This field is required')).toBeTruthy());
      expect(document.activeElement).toBe(reference);
      await user.type(reference, 'TX-42');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(await screen.findByRole('group', { name: /Step 3 of 3/ })).toBeTruthy();
      expect(screen.getByText('TX-42')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      const cleared = await screen.findByRole('textbox', { name: /Transfer reference/ });
      expect((cleared as HTMLInputElement).value).toBe('');
      await user.type(cleared, 'TX-43');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      await screen.findByRole('group', { name: /Step 3 of 3/ });
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(await screen.findByText('Payment information submitted')).toBeTruthy();
      const sent = shop.calls.filter((call) => call.path === OFFLINE_PATH);
      expect(sent.map((call) => call.body)).toEqual([
        expect.objectContaining({ order_id: 100001, method_id: 1, transaction_reference: 'TX-43' }),
      ]);
    });
  });

  describe('given a digital payment', () => {
    it('sends the shopper to the payment page, which returns to the order-placed page', async () => {
      const { user, placements } = await renderCheckout({
        shop: { cart: [{ itemId: 1, quantity: 2 }] },
      });
      await feeKnown();
      await user.click(screen.getByRole('radio', { name: /Digital payment/ }));
      await user.click(await placeOrderButton());
      await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/payment/fake-100001?lang=en'));
      const body = placements()[0]?.body as { callback?: string } | undefined;
      expect(body?.callback).toMatch(/^https?:\/\/[^/]+\/order-placed$/);
    });
  });

  describe('given a coupon', () => {
    it('says a minimum purchase not reached under the field, as a price, keeping the code typed', async () => {
      const { user } = await renderCheckout({ shop: { cart: [{ itemId: 1, quantity: 1 }] } });
      await feeKnown();
      const code = screen.getByRole('textbox', { name: 'Coupon code' });
      await user.type(code, 'WELCOME');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      const refusal = await screen.findByRole('alert');
      // The shop's refusal writes the minimum as a bare number; the page says it as a price.
      expect(refusal.textContent).toBe(
        `To apply this coupon, total item amount should be minimum ${price(100)}`,
      );
      expect(code.getAttribute('aria-invalid')).toBe('true');
      expect((code as HTMLInputElement).value).toBe('WELCOME');
    });

    it('applies one picked from the shop’s coupons, takes it off the total, and sends it', async () => {
      const { user, placements } = await renderCheckout({
        shop: { cart: [{ itemId: 1, quantity: 3 }] },
      });
      await feeKnown();
      await user.click(await screen.findByText('Coupons you can use'));
      await user.click(await screen.findByRole('button', { name: 'Use WELCOME' }));
      expect(await screen.findByText(/Coupon WELCOME applied/)).toBeTruthy();
      expect(summaryValue('Coupon discount')).toBe(price(-13.5));
      expect(summaryValue('Total')).toBe(price(141.5));
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(await placeOrderButton());
      await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(placements()[0]?.body).toMatchObject({ coupon_code: 'WELCOME', order_amount: 141.5 });
    });

    it('can be removed', async () => {
      const { user } = await renderCheckout({ shop: { cart: [{ itemId: 1, quantity: 3 }] } });
      await feeKnown();
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await user.click(await screen.findByRole('button', { name: 'Remove coupon WELCOME' }));
      expect(screen.queryByText(/Coupon WELCOME applied/)).toBeNull();
      expect(summaryValue('Total')).toBe(price(155));
    });
  });
});
