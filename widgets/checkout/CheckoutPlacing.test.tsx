import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSouqCore, type SouqCore } from '../../src/core';
import { createMemoryStorage } from '../../src/core/store';
import {
  createFakeShop,
  type FakeShop,
  FIXTURE_CLOSED_STORE_ID,
  fixtureItems,
} from '../../src/core/testing';
import { SouqProvider } from '../../src/ui/souq';
import { WidgetRoot } from '../../src/ui/WidgetRoot';
import { Checkout } from './Checkout';
import {
  disposeCheckoutCores,
  feeKnown,
  PLACE_PATH,
  placeOrderButton,
  price,
  renderCheckout,
} from './testing/checkoutHarness';

vi.mock('./delivery', () => import('./testing/fakeDeliveryStep'));

afterEach(() => {
  cleanup();
  disposeCheckoutCores();
});

const PAGE_TIMEOUT = 20_000;
const TWO_APPLES = [{ itemId: 1, quantity: 2 }];

describe('Checkout placing', { timeout: PAGE_TIMEOUT }, () => {
  describe('when the reply to Place order is lost and the shopper presses it again', () => {
    it('says so, keeps everything, and the retry yields one order', async () => {
      let loseReply = true;
      const { user, shop, placements } = await renderCheckout({
        shop: { cart: TWO_APPLES },
        wrap: (shopFetch) => async (input, init) => {
          const reply = await shopFetch(input, init);
          if (loseReply && String(input).includes(PLACE_PATH)) {
            loseReply = false;
            throw new TypeError('Failed to fetch');
          }
          return reply;
        },
      });
      await feeKnown();
      await user.type(screen.getByRole('textbox', { name: 'Delivery note' }), 'Gate 3');
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(await placeOrderButton());
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        'The shop could not be reached. Check your connection and try again.',
      );
      expect(
        screen.getByText(
          'Your last attempt to order got no answer. Place the order again: it will not be placed twice.',
        ),
      ).toBeTruthy();
      expect(
        (screen.getByRole('textbox', { name: 'Delivery note' }) as HTMLTextAreaElement).value,
      ).toBe('Gate 3');
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(screen.getByText('100001')).toBeTruthy();
      expect(placements()).toHaveLength(2);
      expect(shop.orders.statusOf(100001)).toBe('pending');
      expect(shop.orders.statusOf(100002)).toBeUndefined();
    });
  });

  describe('when the server finds another total', () => {
    it('says so with the new total, and a second press places the order', async () => {
      const { user } = await renderCheckout({
        shop: {
          cart: TWO_APPLES,
          failNext: [
            { path: PLACE_PATH, status: 409, message: 'The order total changed, please review it' },
          ],
        },
      });
      await feeKnown();
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(await placeOrderButton());
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The order total changed, please review it',
      );
      expect(screen.getByText(`New total: ${price(110)}`)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeTruthy();
    });
  });

  describe('when an item sold out between the cart and the order', () => {
    it('says so in the order, keeping what was typed', async () => {
      let stock = 120;
      const { user, placements } = await renderCheckout({
        shop: {
          cart: TWO_APPLES,
          items: (language) =>
            fixtureItems(language).map((item) => (item.id === 1 ? { ...item, stock } : item)),
        },
      });
      await feeKnown();
      await user.type(screen.getByRole('textbox', { name: 'Delivery note' }), 'Gate 3');
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      stock = 1;
      await user.click(await placeOrderButton());
      const order = screen.getByRole('region', { name: 'Your order' });
      expect((await within(order).findByRole('alert')).textContent).toBe(
        'This variation is out of stock',
      );
      expect(
        (screen.getByRole('textbox', { name: 'Delivery note' }) as HTMLTextAreaElement).value,
      ).toBe('Gate 3');
      expect(placements()).toHaveLength(1);
      expect(screen.queryByRole('heading', { name: 'Order placed' })).toBeNull();
    });
  });

  describe('given a store that is closed', () => {
    it('says so before and after Place order', async () => {
      const { user } = await renderCheckout({
        shop: {
          cart: TWO_APPLES,
          items: (language) =>
            fixtureItems(language).map((item) =>
              item.id === 1
                ? { ...item, store_id: FIXTURE_CLOSED_STORE_ID, store_name: 'Old Town Spices' }
                : item,
            ),
        },
      });
      await feeKnown();
      const order = screen.getByRole('region', { name: 'Your order' });
      await waitFor(() =>
        expect(within(order).getByRole('alert').textContent).toBe('Store/Restaurant is closed'),
      );
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await waitFor(() => expect(within(order).getAllByRole('alert')).toHaveLength(2));
    });
  });

  describe('when the page is reloaded mid-way', () => {
    const cores: SouqCore[] = [];
    afterEach(() => {
      for (const core of cores.splice(0)) core.dispose();
    });

    /** A page load: a new core over the same storage and shop. */
    async function load(storage: ReturnType<typeof createMemoryStorage>, shop: FakeShop) {
      const core = createSouqCore({
        apiBaseUrl: 'http://shop.test',
        storage,
        cookies: null,
        eventTarget: null,
        fetch: shop.fetch,
        navigate: vi.fn(),
        reload: vi.fn(),
      });
      cores.push(core);
      core.store.language.value = 'en';
      await core.session.boot();
      render(
        <SouqProvider core={core} start={false}>
          <WidgetRoot>
            <Checkout />
          </WidgetRoot>
        </SouqProvider>,
      );
      await feeKnown();
      return core;
    }

    it('works from the cart kept from before when the shop cannot be reached, and says so', async () => {
      const storage = createMemoryStorage();
      const shop = createFakeShop({ cart: TWO_APPLES });
      const user = userEvent.setup();
      await load(storage, shop);
      cleanup();
      shop.failNext('/api/v1/customer/cart/list', 0, 'offline');
      await load(storage, shop);
      const said = screen.getByText(
        'The shop could not be reached. Check your connection and try again.',
      );
      const notice = said.closest<HTMLElement>('[role="status"]');
      if (!notice) throw new Error('the notice is not announced');
      expect(screen.getByText('Red apples 1 kg')).toBeTruthy();
      await user.click(within(notice).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    });

    it('keeps every choice and everything typed', async () => {
      const storage = createMemoryStorage();
      const shop = createFakeShop({ cart: TWO_APPLES });
      const user = userEvent.setup();
      await load(storage, shop);
      await user.type(screen.getByRole('textbox', { name: 'Delivery note' }), 'Gate 3');
      await user.type(screen.getByRole('textbox', { name: 'Address line' }), '5 Nile Street');
      await user.click(screen.getByRole('checkbox', { name: 'Add cutlery' }));
      await user.click(screen.getByRole('radio', { name: price(30) }));
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELC');
      cleanup();

      await load(storage, shop);
      expect(
        (screen.getByRole('textbox', { name: 'Delivery note' }) as HTMLTextAreaElement).value,
      ).toBe('Gate 3');
      expect(
        (screen.getByRole('textbox', { name: 'Address line' }) as HTMLInputElement).value,
      ).toBe('5 Nile Street');
      expect(
        (screen.getByRole('checkbox', { name: 'Add cutlery' }) as HTMLInputElement).checked,
      ).toBe(true);
      expect((screen.getByRole('radio', { name: price(30) }) as HTMLInputElement).checked).toBe(
        true,
      );
      expect(
        (screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked,
      ).toBe(true);
      expect((screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement).value).toBe(
        'WELC',
      );
    });
  });
});
