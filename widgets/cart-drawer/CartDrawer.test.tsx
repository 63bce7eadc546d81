import { act, screen, waitFor, within } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { formatPrice } from '../../src/core/pricing';
import {
  createFakeShop,
  type FakeCartSeed,
  type FakeShop,
  FIXTURE_IDS,
  fakeShopConfig,
  fixtureItem,
} from '../../src/core/testing';
import { configureSouq } from '../../src/elements/host/runtime';
import { Toaster } from '../../src/ui/Toaster';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { CartDrawer, type CartDrawerProps } from './CartDrawer';
import './define';

interface DrawerOptions {
  cart?: readonly FakeCartSeed[];
  config?: Partial<Config>;
  language?: Locale;
  signedIn?: boolean;
  props?: CartDrawerProps;
  ui?: ReactElement;
}

/** A page with the drawer and a toaster, on a fake shop, after the first load. */
async function renderDrawer({
  cart = [],
  config = {},
  language = 'en',
  signedIn = false,
  props = {},
  ui = <CartDrawer {...props} />,
}: DrawerOptions = {}) {
  const shop = createFakeShop({ cart, config });
  const result = renderWithSouq(
    <>
      {ui}
      <Toaster />
    </>,
    { language, fetch: shop.fetch, ...(signedIn ? { token: shop.token } : {}) },
  );
  await act(async () => {
    await result.core.session.boot();
    await result.core.cart.refresh();
  });
  return { ...result, shop };
}

/** Opens the drawer with its trigger and waits for the sheet. */
async function openDrawer(options: DrawerOptions = {}) {
  const rendered = await renderDrawer(options);
  const trigger = screen.getByRole('button', { name: /^(Cart|السلة)/ });
  await rendered.user.click(trigger);
  const sheet = await screen.findByRole('dialog');
  return { ...rendered, trigger, sheet };
}

const name = (kind: keyof typeof FIXTURE_IDS, language: Locale = 'en') =>
  fixtureItem(kind, language).name;

const price = (amount: number, language: Locale = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

const cartCalls = (shop: FakeShop, path: string) =>
  shop.calls.filter((call) => call.path === `/api/v1/customer/cart/${path}`);

const quantityOf = (kind: keyof typeof FIXTURE_IDS) =>
  within(screen.getByRole('group', { name: `Quantity of ${name(kind)}` }));

describe('CartDrawer', () => {
  describe('given an empty cart', () => {
    it('names its trigger "Cart, empty" and shows no count bubble', async () => {
      await renderDrawer();
      const trigger = screen.getByRole('button', { name: 'Cart, empty' });
      expect(trigger.textContent).toBe('Cart, empty');
      expect(trigger.querySelector('span[aria-hidden="true"]')).toBeNull();
    });

    it('says the cart is empty, with no checkout', async () => {
      const { sheet } = await openDrawer();
      expect(within(sheet).getByRole('heading', { name: 'Your cart' })).toBeTruthy();
      expect(within(sheet).getByText('Your cart is empty')).toBeTruthy();
      expect(within(sheet).queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
      expect(within(sheet).queryByRole('progressbar')).toBeNull();
    });

    it('closes with "Continue shopping" and gives the focus back to the trigger', async () => {
      const { user, trigger } = await openDrawer();
      await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(trigger);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openDrawer();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given one item in the cart', () => {
    const cart = [{ itemId: FIXTURE_IDS.plain, quantity: 2 }];

    it('counts one line on its trigger', async () => {
      await renderDrawer({ cart });
      const trigger = screen.getByRole('button', { name: 'Cart, 1 item' });
      expect(trigger.querySelector('span[aria-hidden="true"]')?.textContent).toBe('1');
      expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
    });

    it('shows the line with its picture, link, unit price and quantity', async () => {
      const { sheet } = await openDrawer({ cart });
      expect(within(sheet).getByRole('heading', { name: 'Your cart (1 item)' })).toBeTruthy();
      const [row] = within(sheet).getAllByRole('listitem');
      if (!row) throw new Error('no cart line');
      const link = within(row).getByRole('link', { name: name('plain') });
      expect(link.getAttribute('href')).toBe('/product/red-apples-1-kg');
      expect(row.querySelector('img')?.getAttribute('src')).toBe('/images/product/apples.svg');
      expect(row.textContent).toContain(price(45));
      expect(row.querySelector('s')).toBeNull();
      expect(quantityOf('plain').getByText('2')).toBeTruthy();
    });

    it('shows the subtotal and links to checkout, without a saved line', async () => {
      const { sheet } = await openDrawer({ cart });
      const subtotal = within(sheet).getByText('Subtotal').closest('dl');
      expect(subtotal?.textContent).toContain(price(90));
      expect(within(sheet).queryByText(/You saved/)).toBeNull();
      const checkout = within(sheet).getByRole('link', { name: 'Proceed to Checkout' });
      expect(checkout.getAttribute('href')).toBe('/checkout?page=cart');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openDrawer({ cart });
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('names its ::part()s: the trigger, its count, the sheet, the stepper and checkout', async () => {
      const { trigger, sheet } = await openDrawer({ cart });
      expect(trigger.getAttribute('part')).toBe('trigger');
      expect(trigger.querySelector('[part="badge"]')?.textContent).toBe('1');
      expect(sheet.getAttribute('part')).toBe('panel');
      expect(quantityOf('plain').getByText('2').closest('[part]')?.getAttribute('part')).toBe(
        'stepper',
      );
      const checkout = within(sheet).getByRole('link', { name: 'Proceed to Checkout' });
      expect(checkout.getAttribute('part')).toBe('checkout');
    });
  });

  describe('given several items, one discounted and one with a variation', () => {
    const cart = [
      { itemId: FIXTURE_IDS.plain },
      { itemId: FIXTURE_IDS.percentOff, quantity: 2 },
      { itemId: FIXTURE_IDS.variations, variation: 'Small' },
    ];

    it('shows one row per line and counts them in the title', async () => {
      const { sheet, trigger } = await openDrawer({ cart });
      expect(trigger.textContent).toContain('Cart, 3 items');
      expect(within(sheet).getByRole('heading', { name: 'Your cart (3 items)' })).toBeTruthy();
      expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
    });

    it('shows the discounted unit price with the undiscounted one struck through', async () => {
      const { sheet } = await openDrawer({ cart });
      const row = within(sheet)
        .getByRole('link', { name: name('percentOff') })
        .closest('li');
      expect(row?.querySelector('s')?.textContent).toBe(`Original price: ${price(30)}`);
      expect(row?.textContent).toContain(`Price: ${price(27)}`);
    });

    it('names the chosen variation', async () => {
      const { sheet } = await openDrawer({ cart });
      const row = within(sheet)
        .getByRole('link', { name: name('variations') })
        .closest('li');
      expect(row?.textContent).toContain('Small');
    });

    it('shows the saved amount and the subtotal after discounts', async () => {
      const { sheet } = await openDrawer({ cart });
      expect(within(sheet).getByText(`You saved ${price(6)}`)).toBeTruthy();
      const subtotal = within(sheet).getByText('Subtotal').closest('dl');
      expect(subtotal?.textContent).toContain(price(45 + 54 + 95));
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openDrawer({ cart });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a line whose item has run out of stock', () => {
    it('says so on the line', async () => {
      const { sheet } = await openDrawer({ cart: [{ itemId: FIXTURE_IDS.outOfStock }] });
      expect(within(sheet).getByText('Out of stock')).toBeTruthy();
      expect(await seriousViolations(sheet)).toEqual([]);
    });
  });

  describe('when the shopper adds one more than the stock holds', () => {
    it('toasts "Out of Stock" and sends nothing', async () => {
      const { shop, user } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.lowStock, quantity: 2 }],
      });
      await user.click(
        quantityOf('lowStock').getByRole('button', {
          name: `Increase quantity of ${name('lowStock')}`,
        }),
      );
      expect((await screen.findByRole('alert')).textContent).toContain('Out of Stock');
      expect(cartCalls(shop, 'update')).toEqual([]);
      expect(quantityOf('lowStock').getByText('2')).toBeTruthy();
    });
  });

  describe('when the shopper adds one more than the order limit', () => {
    it('toasts "Out of Limits" and sends nothing', async () => {
      const { shop, user } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.capped, quantity: 3 }],
      });
      await user.click(
        quantityOf('capped').getByRole('button', {
          name: `Increase quantity of ${name('capped')}`,
        }),
      );
      expect((await screen.findByRole('alert')).textContent).toContain('Out of Limits');
      expect(cartCalls(shop, 'update')).toEqual([]);
    });
  });

  describe('when the shopper adds one within the stock', () => {
    it('sends the new quantity and shows the server’s', async () => {
      const { shop, user } = await openDrawer({ cart: [{ itemId: FIXTURE_IDS.plain }] });
      await user.click(
        quantityOf('plain').getByRole('button', { name: `Increase quantity of ${name('plain')}` }),
      );
      await waitFor(() => expect(quantityOf('plain').getByText('2')).toBeTruthy());
      expect(cartCalls(shop, 'update').map((call) => call.body)).toEqual([
        expect.objectContaining({ quantity: 2, guest_id: expect.any(String) }),
      ]);
      expect(shop.cart.rows()[0]?.quantity).toBe(2);
    });
  });

  describe('when the shopper takes one off a line of 1', () => {
    it('removes the line on the server, toasts it and empties the drawer', async () => {
      const { shop, user } = await openDrawer({ cart: [{ itemId: FIXTURE_IDS.plain }] });
      await user.click(
        quantityOf('plain').getByRole('button', { name: `Remove ${name('plain')}` }),
      );
      expect(await screen.findByText('Item removed from cart')).toBeTruthy();
      expect(cartCalls(shop, 'remove-item')).toHaveLength(1);
      expect(screen.getByText('Your cart is empty')).toBeTruthy();
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Continue shopping' }),
      );
    });
  });

  describe('when the shopper removes one of several lines', () => {
    it('moves the focus to the line that took its place', async () => {
      const { user } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.plain }, { itemId: FIXTURE_IDS.percentOff }],
      });
      const removes = screen.getAllByRole('button', { name: `Remove ${name('plain')}` });
      const rowRemove = removes.at(-1);
      if (!rowRemove) throw new Error('no remove button');
      rowRemove.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('link', { name: name('percentOff') })),
      );
    });
  });

  describe('when a quantity change fails on the server', () => {
    it('keeps the quantity and toasts the server’s message', async () => {
      const { shop, user } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.plain, quantity: 2 }],
      });
      shop.failNext('/api/v1/customer/cart/update', 500, 'The shop is busy');
      await user.click(
        quantityOf('plain').getByRole('button', { name: `Increase quantity of ${name('plain')}` }),
      );
      expect((await screen.findByRole('alert')).textContent).toContain('The shop is busy');
      expect(quantityOf('plain').getByText('2')).toBeTruthy();
      expect(shop.cart.rows()[0]?.quantity).toBe(2);
    });
  });

  describe('when the shopper clears the cart', () => {
    it('asks in the surface named ::part(dialog)', async () => {
      const { user } = await openDrawer({ cart: [{ itemId: FIXTURE_IDS.plain }] });
      await user.click(screen.getByRole('button', { name: 'Clear cart' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Remove all items from your cart?' });
      expect(dialog.getAttribute('part')).toBe('dialog');
    });

    it('asks first, empties it on the server and focuses "Continue shopping"', async () => {
      const { shop, user } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.plain }, { itemId: FIXTURE_IDS.percentOff }],
      });
      await user.click(screen.getByRole('button', { name: 'Clear cart' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Remove all items from your cart?' });
      await user.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
      await waitFor(() => expect(screen.getByText('Your cart is empty')).toBeTruthy());
      expect(cartCalls(shop, 'remove')).toHaveLength(1);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await waitFor(() =>
        expect(document.activeElement).toBe(
          screen.getByRole('button', { name: 'Continue shopping' }),
        ),
      );
    });

    it('closes only the question when the shopper presses Escape', async () => {
      const { user } = await openDrawer({ cart: [{ itemId: FIXTURE_IDS.plain }] });
      const clear = screen.getByRole('button', { name: 'Clear cart' });
      await user.click(clear);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('dialog')).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(clear));
    });

    it('keeps the question open and every line when the server refuses', async () => {
      const { shop, user } = await openDrawer({ cart: [{ itemId: FIXTURE_IDS.plain }] });
      shop.failNext('/api/v1/customer/cart/remove', 503, 'Try again in a minute');
      await user.click(screen.getByRole('button', { name: 'Clear cart' }));
      const dialog = screen.getByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Try again in a minute');
      expect(screen.getByRole('alertdialog')).toBe(dialog);
      expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(1);
    });

    it('keeps every line when the shopper cancels', async () => {
      const { shop, user } = await openDrawer({ cart: [{ itemId: FIXTURE_IDS.plain }] });
      await user.click(screen.getByRole('button', { name: 'Clear cart' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
      expect(cartCalls(shop, 'remove')).toEqual([]);
    });
  });

  describe('given the shop offers free delivery over an amount', () => {
    it('shows the progress and the amount still missing', async () => {
      const { sheet } = await openDrawer({ cart: [{ itemId: FIXTURE_IDS.plain, quantity: 2 }] });
      const bar = within(sheet).getByRole('progressbar', { name: 'Free delivery' });
      expect(bar.getAttribute('aria-valuenow')).toBe('18');
      const missing = `${price(410)} more for free delivery`;
      expect(bar.getAttribute('aria-valuetext')).toBe(missing);
      expect(within(sheet).getByText(missing)).toBeTruthy();
    });

    it('fills the bar and drops the missing amount once the cart reaches it', async () => {
      const { sheet } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.plain, quantity: 2 }],
        config: { free_delivery_over: 90 },
      });
      const bar = within(sheet).getByRole('progressbar', { name: 'Free delivery' });
      expect(bar.getAttribute('aria-valuenow')).toBe('100');
      expect(within(sheet).queryByText(/more for free delivery/)).toBeNull();
      expect(within(sheet).getByText('Your order qualifies for free delivery')).toBeTruthy();
      expect(await seriousViolations(sheet)).toEqual([]);
    });
  });

  describe('given the shop sets no free-delivery amount', () => {
    it('shows no progress bar', async () => {
      const { sheet } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.plain }],
        config: { free_delivery_over: null },
      });
      expect(within(sheet).queryByRole('progressbar')).toBeNull();
      expect(within(sheet).queryByText(/free delivery/)).toBeNull();
    });
  });

  describe('given a guest', () => {
    const cart = [{ itemId: FIXTURE_IDS.plain }];

    it('offers guest checkout when the shop allows it', async () => {
      const { sheet } = await openDrawer({ cart, config: { guest_checkout_status: 1 } });
      const guest = within(sheet).getByRole('link', { name: 'Checkout as Guest' });
      expect(guest.getAttribute('href')).toBe('/checkout?page=cart');
      expect(within(sheet).getByRole('link', { name: 'Proceed to Checkout' })).toBeTruthy();
      expect(await seriousViolations(sheet)).toEqual([]);
    });

    describe.each(['Proceed to Checkout', 'Checkout as Guest'])(
      'when the guest follows "%s"',
      (link) => {
        // The page moves on to checkout; the test's document stays, as a host router's does.
        const stayOnPage = (event: MouseEvent) => event.preventDefault();
        beforeAll(() => document.addEventListener('click', stayOnPage));
        afterAll(() => document.removeEventListener('click', stayOnPage));

        it('closes the drawer, so it does not cover the next page', async () => {
          const { sheet, user } = await openDrawer({ cart, config: { guest_checkout_status: 1 } });
          await user.click(within(sheet).getByRole('link', { name: link }));
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        });

        it('keeps it open when the page took checkout over (souq:checkout cancelled)', async () => {
          const takeOver = (event: Event) => event.preventDefault();
          document.addEventListener('souq:checkout', takeOver);
          try {
            const { sheet, user } = await openDrawer({
              cart,
              config: { guest_checkout_status: 1 },
            });
            await user.click(within(sheet).getByRole('link', { name: link }));
            expect(screen.getByRole('dialog')).toBeTruthy();
          } finally {
            document.removeEventListener('souq:checkout', takeOver);
          }
        });
      },
    );

    it('offers no guest checkout when the shop does not allow it', async () => {
      const { sheet } = await openDrawer({ cart, config: { guest_checkout_status: 0 } });
      expect(within(sheet).queryByRole('link', { name: 'Checkout as Guest' })).toBeNull();
      expect(within(sheet).getByRole('link', { name: 'Proceed to Checkout' })).toBeTruthy();
    });
  });

  describe('given a signed-in customer', () => {
    it('never offers guest checkout', async () => {
      const { sheet, shop } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.plain }],
        config: { guest_checkout_status: 1 },
        signedIn: true,
      });
      expect(within(sheet).queryByRole('link', { name: 'Checkout as Guest' })).toBeNull();
      expect(within(sheet).getByRole('link', { name: 'Proceed to Checkout' })).toBeTruthy();
      expect(cartCalls(shop, 'list').every((call) => call.query.guest_id === undefined)).toBe(true);
      expect(await seriousViolations(sheet)).toEqual([]);
    });
  });

  describe('given the shopper reads Arabic', () => {
    const lines = (count: number) =>
      [
        FIXTURE_IDS.plain,
        FIXTURE_IDS.percentOff,
        FIXTURE_IDS.amountOff,
        FIXTURE_IDS.storeDiscount,
        FIXTURE_IDS.outOfStock,
        FIXTURE_IDS.capped,
        FIXTURE_IDS.lowStock,
        FIXTURE_IDS.campaign,
        FIXTURE_IDS.noImage,
        FIXTURE_IDS.decimalPrice,
        FIXTURE_IDS.uncapped,
      ]
        .slice(0, count)
        .map((itemId) => ({ itemId }));

    it.each([
      [0, 'السلة، فارغة'],
      [1, 'السلة، منتج واحد'],
      [2, 'السلة، منتجان'],
      [3, 'السلة، 3 منتجات'],
      [11, 'السلة، 11 منتجًا'],
    ])('names the trigger of %i lines with the right plural form', async (count, label) => {
      await renderDrawer({ cart: lines(count), language: 'ar' });
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    });

    it('titles the sheet in Arabic with Latin digits, right to left', async () => {
      const { sheet } = await openDrawer({ cart: lines(3), language: 'ar' });
      expect(within(sheet).getByRole('heading', { name: 'سلة التسوق (3 منتجات)' })).toBeTruthy();
      expect(sheet.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
      expect(within(sheet).getByRole('link', { name: name('plain', 'ar') })).toBeTruthy();
      expect(within(sheet).getByRole('link', { name: 'المتابعة إلى الدفع' })).toBeTruthy();
      expect(sheet.textContent).not.toMatch(/[٠-٩]/);
    });

    it('says in Arabic how much is missing for free delivery', async () => {
      const { sheet } = await openDrawer({ cart: lines(1), language: 'ar' });
      expect(
        within(sheet).getByText(`أضف ${price(455, 'ar')} للحصول على توصيل مجاني`),
      ).toBeTruthy();
    });

    it('toasts a refusal in Arabic', async () => {
      const { user } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.capped, quantity: 3 }],
        language: 'ar',
      });
      await user.click(screen.getByRole('button', { name: `زيادة كمية ${name('capped', 'ar')}` }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'لقد تجاوزت الحد الأقصى للكمية',
      );
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openDrawer({ cart: lines(3), language: 'ar' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the shopper uses only the keyboard', () => {
    it('opens with Enter, tabs through the drawer, and Escape returns to the trigger', async () => {
      const { user, shop } = await renderDrawer({ cart: [{ itemId: FIXTURE_IDS.plain }] });
      await user.tab();
      const trigger = screen.getByRole('button', { name: 'Cart, 1 item' });
      expect(document.activeElement).toBe(trigger);
      await user.keyboard('{Enter}');
      const sheet = await screen.findByRole('dialog', { name: 'Your cart (1 item)' });
      expect(trigger.getAttribute('aria-expanded')).toBe('true');

      const visited: string[] = [];
      for (let step = 0; step < 7; step += 1) {
        visited.push(document.activeElement?.textContent ?? '');
        await user.tab();
      }
      expect(visited).toEqual([
        'Close',
        name('plain'),
        `Remove ${name('plain')}`,
        `Increase quantity of ${name('plain')}`,
        `Remove ${name('plain')}`,
        'Clear cart',
        'Proceed to Checkout',
      ]);
      expect(sheet.contains(document.activeElement)).toBe(true);

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(trigger);
      expect(cartCalls(shop, 'list').length).toBeGreaterThan(1);
    });
  });

  describe('when the sheet opens', () => {
    it('loads the cart again from the server', async () => {
      const { shop, user } = await renderDrawer();
      shop.cart.put({ itemId: FIXTURE_IDS.plain });
      await user.click(screen.getByRole('button', { name: 'Cart, empty' }));
      expect(await screen.findByRole('link', { name: name('plain') })).toBeTruthy();
    });
  });

  describe('given the caller controls it', () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? 'caller: open' : 'caller: closed'}</p>
          <CartDrawer open={open} onOpenChange={setOpen} side="start" />
        </>
      );
    }

    it('opens on the caller’s word, from the given side, and reports closing', async () => {
      const { user } = await renderDrawer({ ui: <Controlled /> });
      const sheet = await screen.findByRole('dialog');
      expect(sheet.getAttribute('data-side')).toBe('start');
      await user.keyboard('{Escape}');
      expect(screen.getByText('caller: closed')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('leaves its own button out when the caller opens it from its own control', async () => {
      await renderDrawer({ props: { open: true, trigger: false } });
      expect(await screen.findByRole('dialog')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
    });

    it('can still be closed by the shopper when only `open` is given', async () => {
      const { user } = await renderDrawer({ props: { open: true } });
      expect(await screen.findByRole('dialog')).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('given two drawers on one core', () => {
    it('shows the same lines in both and follows a change made in either', async () => {
      const { user } = await renderDrawer({
        cart: [{ itemId: FIXTURE_IDS.plain }, { itemId: FIXTURE_IDS.percentOff }],
        ui: (
          <>
            <CartDrawer />
            <CartDrawer />
          </>
        ),
      });
      const [first, second] = screen.getAllByRole('button', { name: 'Cart, 2 items' });
      if (!first || !second) throw new Error('two triggers expected');

      await user.click(first);
      const inFirst = within(await screen.findByRole('dialog'))
        .getAllByRole('link')
        .map((link) => link.textContent);
      await user.click(
        screen.getAllByRole('button', { name: `Remove ${name('plain')}` }).at(-1) ?? first,
      );
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
      await user.keyboard('{Escape}');
      expect(screen.getAllByRole('button', { name: 'Cart, 1 item' })).toHaveLength(2);

      await user.click(second);
      const inSecond = within(await screen.findByRole('dialog'))
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(inSecond).toEqual(inFirst.filter((text) => text !== name('plain')));
    });
  });

  describe('given it is used as a React component', () => {
    it('fires souq:item-remove through the developer’s DOM for each line the shopper takes out', async () => {
      const removed: number[] = [];
      const listener = (event: CustomEvent<{ itemId: number }>) =>
        removed.push(event.detail.itemId);
      const { user, container } = await openDrawer({
        cart: [{ itemId: FIXTURE_IDS.plain }, { itemId: FIXTURE_IDS.percentOff }],
      });
      const page = container.parentElement ?? document.body;
      page.addEventListener('souq:item-remove', listener);
      try {
        await user.click(
          screen.getAllByRole('button', { name: `Remove ${name('plain')}` }).at(-1) ?? page,
        );
        await waitFor(() => expect(removed).toEqual([FIXTURE_IDS.plain]));

        await user.click(screen.getByRole('button', { name: 'Clear cart' }));
        const question = await screen.findByRole('alertdialog');
        await user.click(within(question).getByRole('button', { name: 'Clear cart' }));
        await waitFor(() => expect(removed).toEqual([FIXTURE_IDS.plain, FIXTURE_IDS.percentOff]));
      } finally {
        page.removeEventListener('souq:item-remove', listener);
      }
    });
  });

  describe('given it is registered as <souq-cart-drawer>', () => {
    const shop = createFakeShop({ cart: [{ itemId: FIXTURE_IDS.plain }] });

    beforeAll(() => {
      configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
    });

    it('renders the drawer inside its shadow root, opened by the open attribute', async () => {
      const holder = document.createElement('div');
      holder.innerHTML = '<souq-cart-drawer open="true" theme="dark"></souq-cart-drawer>';
      document.body.append(holder);
      try {
        const element = holder.querySelector('souq-cart-drawer');
        // The runtime starts in the shop's default language, Arabic.
        await waitFor(() =>
          expect(element?.shadowRoot?.textContent).toContain(name('plain', 'ar')),
        );
        const root = element?.shadowRoot;
        expect(root?.querySelector('[role="dialog"]')).not.toBeNull();
        expect(root?.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('dark');
        expect(document.body.textContent).not.toContain(name('plain', 'ar'));

        // The sheet lives in the element's own shadow root, where ::part(panel) reaches it.
        expect(root?.querySelector('[role="dialog"]')?.getAttribute('part')).toBe('panel');

        element?.setAttribute('open', 'false');
        await waitFor(() => expect(root?.querySelector('[role="dialog"]')).toBeNull());
        expect(root?.querySelector('button')?.textContent).toContain('1');
      } finally {
        holder.remove();
      }
    });
  });
});
