import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import {
  createFakeShop,
  type FakeShop,
  type FakeShopOptions,
  FIXTURE_IDS,
} from '../../src/core/testing';
import type { ToastType } from '../../src/core/toast';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { createTestCore, renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { AddToCart, type AddToCartProps } from './AddToCart';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

interface Setup {
  shop?: FakeShopOptions;
  language?: Locale;
  /** A fetch in front of the shop, e.g. one that never answers. */
  wrap?: (shop: FakeShop) => typeof globalThis.fetch;
}

/** Renders the widget for the signed-in customer of a fake shop whose cart has been loaded. */
async function renderAddToCart(props: AddToCartProps, setup: Setup = {}) {
  const shop = createFakeShop(setup.shop);
  const rendered = renderWithSouq(<AddToCart {...props} />, {
    language: setup.language ?? 'en',
    fetch: setup.wrap ? setup.wrap(shop) : shop.fetch,
    token: shop.token,
  });
  cores.push(rendered.core);
  await rendered.core.cart.refresh();
  const toasts = (type: ToastType) =>
    rendered.core.toasts.toasts.value
      .filter((toast) => toast.type === type)
      .map((toast) => toast.message);
  const cartCalls = () =>
    shop.calls.filter((call) => call.path.startsWith('/api/v1/customer/cart/add'));
  return { ...rendered, shop, toasts, cartCalls };
}

const apples = 'Red apples 1 kg';
const coffee = 'Arabica coffee beans';
const plain = { itemId: FIXTURE_IDS.plain };
const withVariations = { itemId: FIXTURE_IDS.variations };

const neverAnswers =
  (shop: FakeShop): typeof globalThis.fetch =>
  (input, init) =>
    String(input instanceof Request ? input.url : input).includes('/items/details/')
      ? new Promise<Response>(() => undefined)
      : shop.fetch(input, init);

describe('AddToCart', () => {
  describe('given the item is still loading', () => {
    it('shows a status named "Loading" and no button yet', async () => {
      await renderAddToCart(plain, { wrap: neverAnswers });
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderAddToCart(plain, { wrap: neverAnswers });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the item cannot be loaded', () => {
    const failing = {
      failNext: [{ path: '/api/v1/items/details/1', status: 500, message: 'Server down' }],
    };

    it('says what went wrong where the button would be, without a toast', async () => {
      const { toasts } = await renderAddToCart(plain, { shop: failing });
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        expect.stringContaining('Server down'),
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(toasts('error')).toEqual([]);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderAddToCart(plain, { shop: failing });
      await screen.findByRole('button', { name: 'Try again' });
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper presses Try again', () => {
      it('loads the item and hands the focus to Add to Cart', async () => {
        const { user } = await renderAddToCart(plain, { shop: failing });
        await user.click(await screen.findByRole('button', { name: 'Try again' }));
        const add = await screen.findByRole('button', { name: 'Add to Cart' });
        await waitFor(() => expect(document.activeElement).toBe(add));
      });
    });

    describe('when trying again fails too', () => {
      it('keeps the failure and the button', async () => {
        const { user, shop } = await renderAddToCart(plain, { shop: failing });
        shop.failNext('/api/v1/items/details/1', 503, 'Still down');
        await user.click(await screen.findByRole('button', { name: 'Try again' }));
        await screen.findByText('Still down');
        expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
      });
    });
  });

  describe('given a plain item in stock that is not in the cart', () => {
    it('offers Add to Cart, described by the item name', async () => {
      await renderAddToCart(plain);
      expect(
        await screen.findByRole('button', { name: 'Add to Cart', description: apples }),
      ).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderAddToCart(plain);
      await screen.findByRole('button', { name: 'Add to Cart' });
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('names its one action ::part(button)', async () => {
      await renderAddToCart(plain);
      const add = await screen.findByRole('button', { name: 'Add to Cart' });
      expect(add.getAttribute('part')).toBe('button');
    });

    describe('when the shopper presses Add to Cart', () => {
      it('adds one unit on the server, confirms, and shows the quantity in the cart', async () => {
        const { user, shop, core, toasts } = await renderAddToCart(plain);
        await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
        expect(shop.cart.rows().map((row) => [row.item_id, row.quantity])).toEqual([[1, 1]]);
        expect(core.cart.count.value).toBe(1);
        expect(toasts('success')).toEqual(['Item added to cart']);
        expect(await screen.findByText('In cart')).toBeTruthy();
        const stepper = screen.getByRole('group', { name: `Quantity of ${apples}` });
        expect(within(stepper).getByText('1')).toBeTruthy();
      });

      it('moves the focus to the stepper that replaced the button', async () => {
        const { user } = await renderAddToCart(plain);
        await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
        const remove = await screen.findByRole('button', { name: `Remove ${apples}` });
        await waitFor(() => expect(document.activeElement).toBe(remove));
      });

      it('adds as many units as the quantity prop says', async () => {
        const { user, shop } = await renderAddToCart({ ...plain, quantity: 3 });
        await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
        expect(shop.cart.rows().map((row) => row.quantity)).toEqual([3]);
      });
    });

    describe('when the server refuses the add', () => {
      it('keeps the button and the cart as they were and toasts the reason', async () => {
        const { user, shop, core, toasts } = await renderAddToCart(plain);
        shop.failNext('/api/v1/customer/cart/add', 500, 'Server down');
        await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
        expect(toasts('error')).toEqual(['Server down']);
        expect(core.cart.count.value).toBe(0);
        expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
        expect(screen.queryByText('In cart')).toBeNull();
      });
    });

    describe('when the shopper uses only the keyboard', () => {
      it('reaches the button with Tab and adds with Enter', async () => {
        const { user, shop } = await renderAddToCart(plain);
        await screen.findByRole('button', { name: 'Add to Cart' });
        await user.tab();
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to Cart' }));
        await user.keyboard('{Enter}');
        await waitFor(() => expect(shop.cart.rows()).toHaveLength(1));
      });
    });
  });

  describe('given the item is out of stock', () => {
    it('shows a disabled Add to Cart described as out of stock, and adds nothing', async () => {
      const { user, cartCalls } = await renderAddToCart({ itemId: FIXTURE_IDS.outOfStock });
      const button = await screen.findByRole('button', { name: 'Add to Cart' });
      expect(button).toHaveProperty('disabled', true);
      expect(screen.getByText('Out of stock')).toBeTruthy();
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      expect(
        screen.getByRole('button', {
          name: 'Add to Cart',
          description: 'Saffron threads 1 g Out of stock',
        }),
      ).toBe(button);
      await user.click(button);
      expect(cartCalls()).toEqual([]);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderAddToCart({ itemId: FIXTURE_IDS.outOfStock });
      await screen.findByRole('button', { name: 'Add to Cart' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the item is in the cart already', () => {
    const inCart = (quantity: number) => ({ cart: [{ itemId: FIXTURE_IDS.plain, quantity }] });

    it('says so and shows its quantity instead of Add to Cart', async () => {
      await renderAddToCart(plain, { shop: inCart(2) });
      expect(await screen.findByText('In cart')).toBeTruthy();
      const stepper = screen.getByRole('group', { name: `Quantity of ${apples}` });
      expect(within(stepper).getByText('2')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    });

    it('names the quantity stepper ::part(stepper)', async () => {
      await renderAddToCart(plain, { shop: inCart(2) });
      const stepper = await screen.findByRole('group', { name: `Quantity of ${apples}` });
      expect(stepper.getAttribute('part')).toBe('stepper');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderAddToCart(plain, { shop: inCart(2) });
      await screen.findByText('In cart');
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper increases the quantity', () => {
      it('sets the new quantity on the server and shows it', async () => {
        const { user, shop } = await renderAddToCart(plain, { shop: inCart(2) });
        await user.click(
          await screen.findByRole('button', { name: `Increase quantity of ${apples}` }),
        );
        expect(shop.cart.rows().map((row) => row.quantity)).toEqual([3]);
        expect(await screen.findByText('3')).toBeTruthy();
      });
    });

    describe('when the shopper removes the last unit', () => {
      it('empties the line and brings Add to Cart back with the focus on it', async () => {
        const { user, shop } = await renderAddToCart(plain, { shop: inCart(1) });
        await user.click(await screen.findByRole('button', { name: `Remove ${apples}` }));
        const add = await screen.findByRole('button', { name: 'Add to Cart' });
        expect(shop.cart.rows()).toEqual([]);
        await waitFor(() => expect(document.activeElement).toBe(add));
      });
    });

    describe('when the cart drawer removes the line elsewhere on the page', () => {
      it('follows the shared cart and leaves the focus where it is', async () => {
        const { core } = await renderAddToCart(plain, { shop: inCart(2) });
        await screen.findByText('In cart');
        const [line] = core.cart.lines.value;
        if (!line) throw new Error('the cart did not load');
        await core.cart.remove(line);
        expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeTruthy();
        expect(document.activeElement).toBe(document.body);
      });
    });
  });

  describe('given an item with variations', () => {
    async function openPicker(setup: Setup = {}) {
      const rendered = await renderAddToCart(withVariations, setup);
      const opener = await screen.findByRole('button', { name: 'Add to Cart' });
      await rendered.user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: coffee });
      return { ...rendered, opener, dialog };
    }

    it('opens a dialog from Add to Cart instead of adding', async () => {
      const { opener, cartCalls } = await openPicker();
      expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
      expect(cartCalls()).toEqual([]);
    });

    it('names the opener ::part(button) and the picker ::part(panel)', async () => {
      const { opener, dialog } = await openPicker();
      expect(opener.getAttribute('part')).toBe('button');
      expect(dialog.getAttribute('part')).toBe('panel');
    });

    it('offers each option with its price and disables the ones out of stock', async () => {
      const { dialog } = await openPicker();
      const sizes = within(dialog).getByRole('radiogroup', { name: 'Size' });
      const small = within(sizes).getByRole('radio', { name: /Small/ });
      const large = within(sizes).getByRole('radio', { name: /Large/ });
      expect(small).toHaveProperty('disabled', false);
      expect(small.closest('label')?.textContent).toContain('95.00');
      expect(large).toHaveProperty('disabled', true);
      expect(large.closest('label')?.textContent).toContain('Out of stock');
      expect(large.closest('label')?.textContent).toContain('170.00');
    });

    it('puts the focus on the first option in stock', async () => {
      const { dialog } = await openPicker();
      const small = within(dialog).getByRole('radio', { name: /Small/ });
      await waitFor(() => expect(document.activeElement).toBe(small));
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openPicker();
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper confirms without choosing', () => {
      it('asks for one option in the group, focuses it, and adds nothing', async () => {
        const { user, dialog, cartCalls } = await openPicker();
        await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
        const sizes = within(dialog).getByRole('radiogroup', {
          name: 'Size',
          description: 'Choose one option',
        });
        expect(sizes.getAttribute('aria-invalid')).toBe('true');
        expect(document.activeElement).toBe(within(sizes).getByRole('radio', { name: /Small/ }));
        expect(cartCalls()).toEqual([]);
      });

      it('has no serious accessibility violations', async () => {
        const { user, dialog, container } = await openPicker();
        await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
        expect(await seriousViolations(container)).toEqual([]);
      });
    });

    describe('when the shopper chooses an option and confirms', () => {
      it('adds that variation, closes the dialog and gives the focus back', async () => {
        const { user, dialog, shop, opener, toasts } = await openPicker();
        await user.click(within(dialog).getByRole('radio', { name: /Small/ }));
        await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
        expect(shop.cart.rows().map((row) => [row.item_id, row.variation[0]?.type])).toEqual([
          [FIXTURE_IDS.variations, 'Small'],
        ]);
        expect(toasts('success')).toEqual(['Item added to cart']);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(document.activeElement).toBe(opener));
      });
    });

    describe('when the chosen variation is in the cart already', () => {
      it('toasts the refusal and keeps the dialog open with the choice', async () => {
        const { user, dialog, shop, toasts } = await openPicker({
          shop: { cart: [{ itemId: FIXTURE_IDS.variations, variation: 'Small' }] },
        });
        const small = within(dialog).getByRole('radio', { name: /Small/ });
        await user.click(small);
        await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
        expect(toasts('error')).toEqual(['Item already in cart']);
        expect(shop.cart.rows()).toHaveLength(1);
        expect(screen.getByRole('dialog', { name: coffee })).toBeTruthy();
        expect(small).toHaveProperty('checked', true);
      });
    });

    describe('when the server refuses the add', () => {
      it('keeps the dialog open and the cart as it was', async () => {
        const { user, dialog, shop, core, toasts } = await openPicker();
        shop.failNext('/api/v1/customer/cart/add', 500, 'Server down');
        await user.click(within(dialog).getByRole('radio', { name: /Small/ }));
        await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
        expect(toasts('error')).toEqual(['Server down']);
        expect(core.cart.count.value).toBe(0);
        expect(screen.getByRole('dialog', { name: coffee })).toBeTruthy();
      });
    });

    describe('when the shopper uses only the keyboard', () => {
      it('opens with Enter, picks with Space and confirms with Enter', async () => {
        const { user, shop } = await renderAddToCart(withVariations);
        await screen.findByRole('button', { name: 'Add to Cart' });
        await user.tab();
        await user.keyboard('{Enter}');
        const dialog = await screen.findByRole('dialog', { name: coffee });
        const small = within(dialog).getByRole('radio', { name: /Small/ });
        await waitFor(() => expect(document.activeElement).toBe(small));
        await user.keyboard(' ');
        expect(small).toHaveProperty('checked', true);
        await user.tab();
        expect(document.activeElement).toBe(
          within(dialog).getByRole('button', { name: 'Add to Cart' }),
        );
        await user.keyboard('{Enter}');
        await waitFor(() => expect(shop.cart.rows()).toHaveLength(1));
      });

      it('closes with Escape, adding nothing', async () => {
        const { user, opener, cartCalls } = await openPicker();
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('dialog')).toBeNull();
        await waitFor(() => expect(document.activeElement).toBe(opener));
        expect(cartCalls()).toEqual([]);
      });
    });
  });

  describe('given the shopper reads Arabic', () => {
    it('speaks Arabic from right to left, in the button and the picker', async () => {
      const { user } = await renderAddToCart(withVariations, { language: 'ar' });
      const opener = await screen.findByRole('button', { name: 'أضف إلى السلة' });
      expect(opener.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'حبوب بن أرابيكا' });
      expect(within(dialog).getByRole('radiogroup', { name: 'الحجم' })).toBeTruthy();
      expect(within(dialog).getByText('نفد من المخزون')).toBeTruthy();
    });

    it('says the item is in the cart in Arabic', async () => {
      await renderAddToCart(plain, {
        language: 'ar',
        shop: { cart: [{ itemId: FIXTURE_IDS.plain }] },
      });
      expect(await screen.findByText('في السلة')).toBeTruthy();
    });
  });

  describe('given a guest', () => {
    it('adds to the guest’s cart with the guest id', async () => {
      const shop = createFakeShop();
      const { core } = createTestCore({ fetch: shop.fetch });
      cores.push(core);
      await core.session.boot();
      const { user } = renderWithSouq(<AddToCart {...plain} />, { core });
      await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
      const [add] = shop.calls.filter((call) => call.path === '/api/v1/customer/cart/add');
      expect(add?.body).toMatchObject({ guest_id: core.store.guestId.value, item_id: 1 });
      expect(shop.cart.rows()).toHaveLength(1);
    });
  });
});

describe('<souq-add-to-cart>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('renders the button for its item-id inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = `<souq-add-to-cart item-id="${FIXTURE_IDS.plain}" quantity="2"></souq-add-to-cart>`;
    document.body.append(holder);
    const element = holder.querySelector('souq-add-to-cart');
    await souqRuntime().ready;
    await waitFor(() =>
      expect(
        [...(element?.shadowRoot?.querySelectorAll('button') ?? [])].map((b) => b.textContent),
      ).toContain('أضف إلى السلة'),
    );
    element?.shadowRoot?.querySelector('button')?.click();
    await waitFor(() => expect(shop.cart.rows().map((row) => row.quantity)).toEqual([2]));
    holder.remove();
  });
});
