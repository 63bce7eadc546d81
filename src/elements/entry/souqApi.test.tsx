import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeShop, FIXTURE_IDS, fixtureItem } from '../../core/testing';
import '../../../widgets/add-to-cart/define';
import '../../../widgets/cart-drawer/define';
import '../../../widgets/wishlist-drawer/define';
import type { SouqEventMap, SouqEventName } from '../../core/events/souqEvents';
import { configureSouq, souqRuntime } from '../host/runtime';
import { createSouqApi } from './souqApi';

const shop = createFakeShop({ signedIn: true });
const souq = createSouqApi();

beforeAll(async () => {
  configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  await souqRuntime().ready;
});

const placed: HTMLElement[] = [];
afterEach(async () => {
  for (const element of placed.splice(0)) element.remove();
  // Each test starts from an empty cart, on the server and on the page.
  await souqRuntime().core.cart.clear();
});

function place(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  placed.push(holder);
  const element = holder.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('nothing placed');
  return element;
}

/** Records every `name` event reaching the document from now on. */
function hear<Name extends SouqEventName>(name: Name): SouqEventMap[Name][] {
  const heard: SouqEventMap[Name][] = [];
  const stop = souq.on(name, (event) => heard.push(event));
  afterEachStops.push(stop);
  return heard;
}
const afterEachStops: (() => void)[] = [];
afterEach(() => {
  for (const stop of afterEachStops.splice(0)) stop();
});

const inShadow = (element: HTMLElement) => {
  const root = element.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return within(root as unknown as HTMLElement);
};

const plainAr = fixtureItem('plain', 'ar');

describe('the page API', () => {
  describe('when the page adds a plain item', () => {
    it('puts it in the cart, fires souq:item-add and souq:cart-change, and getCart shows it', async () => {
      const added = hear('souq:item-add');
      const changes = hear('souq:cart-change');
      await expect(souq.addToCart(FIXTURE_IDS.plain, 2)).resolves.toBe(true);
      const line = { itemId: plainAr.id, name: plainAr.name, variation: '', quantity: 2 };
      expect(added.map((event) => event.detail)).toEqual([{ ...line, unitPrice: plainAr.price }]);
      expect(changes.at(-1)?.detail).toMatchObject({ count: 1, subtotal: plainAr.price * 2 });
      expect(souq.getCart()).toEqual(changes.at(-1)?.detail);
    });
  });

  describe('when the page adds an item with variations', () => {
    it('refuses without one option per group, and adds the named variation', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(souq.addToCart(FIXTURE_IDS.variations)).resolves.toBe(false);
      await expect(souq.addToCart(FIXTURE_IDS.variations, 1, ['Huge'])).resolves.toBe(false);
      expect(warn).toHaveBeenCalledTimes(2);
      await expect(souq.addToCart(FIXTURE_IDS.variations, 1, ['Small'])).resolves.toBe(true);
      expect(souq.getCart().lines).toEqual([expect.objectContaining({ variation: 'Small' })]);
    });
  });

  describe('when the page asks for what the cart rules refuse', () => {
    it('answers false, as the button would', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(souq.addToCart(FIXTURE_IDS.outOfStock)).resolves.toBe(false);
      await expect(souq.addToCart(0)).resolves.toBe(false);
      await expect(souq.addToCart(FIXTURE_IDS.plain, 0)).resolves.toBe(false);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(souq.getCart().count).toBe(0);
    });
  });

  describe('when the API reports an error', () => {
    it('fires souq:error on the document with the message', async () => {
      const errors = hear('souq:error');
      shop.failNext('/api/v1/customer/cart/add', 422, 'The shop is closed');
      await expect(souq.addToCart(FIXTURE_IDS.plain)).resolves.toBe(false);
      expect(errors.map((event) => event.detail)).toEqual([{ message: 'The shop is closed' }]);
    });
  });

  describe('when the page switches the language', () => {
    it('switches the widgets and fires souq:locale-change once', async () => {
      const changes = hear('souq:locale-change');
      await souq.setLocale('en');
      expect(souqRuntime().core.store.language.value).toBe('en');
      expect(changes.map((event) => event.detail)).toEqual([{ locale: 'en' }]);
      await souq.setLocale('ar');
    });
  });

  describe('once a listener is removed', () => {
    it('hears nothing more', async () => {
      const handler = vi.fn();
      const stop = souq.on('souq:locale-change', handler);
      stop();
      await souq.setLocale('en');
      await souq.setLocale('ar');
      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('when the page opens the cart', () => {
    it('sets the open attribute of the first cart drawer, which opens', async () => {
      const first = place('<souq-cart-drawer></souq-cart-drawer>');
      const second = place('<souq-cart-drawer></souq-cart-drawer>');
      souq.openCart();
      expect(first.hasAttribute('open')).toBe(true);
      expect(second.hasAttribute('open')).toBe(false);
      await waitFor(() => expect(inShadow(first).getByRole('dialog')).toBeTruthy());
    });

    it('warns when the page has no cart drawer', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      souq.openCart();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('<souq-cart-drawer>'));
    });
  });
});

describe('given a <souq-add-to-cart> on the page', () => {
  it('fires souq:item-add from the element when the shopper adds, then souq:item-remove', async () => {
    const user = userEvent.setup();
    const added = hear('souq:item-add');
    const removed = hear('souq:item-remove');
    const element = place(`<souq-add-to-cart item-id="${FIXTURE_IDS.plain}"></souq-add-to-cart>`);
    await user.click(await inShadow(element).findByRole('button', { name: 'أضف إلى السلة' }));
    await waitFor(() => expect(added).toHaveLength(1));
    const [event] = added;
    expect(event?.target).toBe(element);
    expect([event?.bubbles, event?.composed]).toEqual([true, true]);
    expect(event?.detail).toMatchObject({ itemId: FIXTURE_IDS.plain, quantity: 1 });

    const minus = await inShadow(element).findByRole('button', { name: /^تقليل|^إزالة/ });
    await user.click(minus);
    await waitFor(() => expect(removed.map((heard) => heard.target)).toEqual([element]));
  });
});

describe('given a <souq-cart-drawer> on the page', () => {
  async function openDrawer() {
    await souq.addToCart(FIXTURE_IDS.plain);
    const element = place('<souq-cart-drawer open></souq-cart-drawer>');
    const dialog = await inShadow(element).findByRole('dialog');
    return { element, dialog: within(dialog) };
  }

  it('fires souq:item-remove from the element when the shopper removes a line', async () => {
    const user = userEvent.setup();
    const removed = hear('souq:item-remove');
    const { element, dialog } = await openDrawer();
    const removers = dialog.getAllByRole('button', { name: `إزالة ${plainAr.name}` });
    await user.click(removers.at(-1) ?? element);
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(removed[0]?.target).toBe(element);
    expect(removed[0]?.detail).toMatchObject({ itemId: FIXTURE_IDS.plain, quantity: 1 });
  });

  describe('when the shopper goes to checkout', () => {
    /**
     * Whether each click was prevented once every listener had run: a listener on the window, in
     * the bubbling phase, runs last. It then keeps the test page from navigating.
     */
    function watchClicks() {
      const prevented: boolean[] = [];
      const keep = (event: MouseEvent) => {
        prevented.push(event.defaultPrevented);
        event.preventDefault();
      };
      window.addEventListener('click', keep);
      afterEachStops.push(() => window.removeEventListener('click', keep));
      return prevented;
    }

    it('fires a cancelable souq:checkout with the cart; cancelled, the link is not followed', async () => {
      const user = userEvent.setup();
      const prevented = watchClicks();
      const { element, dialog } = await openDrawer();
      const checkouts = hear('souq:checkout');
      const cancel = (event: Event) => event.preventDefault();
      document.addEventListener('souq:checkout', cancel);
      afterEachStops.push(() => document.removeEventListener('souq:checkout', cancel));
      await user.click(dialog.getByRole('link', { name: 'المتابعة إلى الدفع' }));

      expect(checkouts).toHaveLength(1);
      expect(checkouts[0]?.target).toBe(element);
      expect(checkouts[0]?.cancelable).toBe(true);
      expect(checkouts[0]?.detail).toMatchObject({
        cart: { count: 1, subtotal: plainAr.price },
        href: 'http://shop.test/checkout?page=cart',
        guest: false,
      });
      expect(prevented).toEqual([true]);
      expect(inShadow(element).getByRole('dialog')).toBeTruthy();
    });

    it('follows the link when nobody cancels', async () => {
      const user = userEvent.setup();
      const prevented = watchClicks();
      const { dialog } = await openDrawer();
      await user.click(dialog.getByRole('link', { name: 'المتابعة إلى الدفع' }));
      expect(prevented).toEqual([false]);
    });
  });

  describe('when the shopper closes and opens it', () => {
    it('removes the open attribute on closing and sets it on opening', async () => {
      const user = userEvent.setup();
      const { element } = await openDrawer();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(element.hasAttribute('open')).toBe(false));
      expect(inShadow(element).queryByRole('dialog')).toBeNull();

      await user.click(inShadow(element).getByRole('button', { name: /^السلة/ }));
      expect(element.hasAttribute('open')).toBe(true);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(element.hasAttribute('open')).toBe(false));

      element.setAttribute('open', '');
      expect(await inShadow(element).findByRole('dialog')).toBeTruthy();
    });
  });
});

describe('given a <souq-wishlist-drawer> on the page', () => {
  it('fires souq:item-add from the element when the shopper adds a wished item', async () => {
    const user = userEvent.setup();
    const { core } = souqRuntime();
    core.store.token.value = shop.token;
    await core.wishlist.add(fixtureItem('plain', 'ar'));
    const added = hear('souq:item-add');
    const element = place('<souq-wishlist-drawer open></souq-wishlist-drawer>');
    const dialog = within(await inShadow(element).findByRole('dialog'));
    await user.click(await dialog.findByRole('button', { name: 'أضف إلى السلة' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.target).toBe(element);
    expect(added[0]?.detail).toMatchObject({ itemId: FIXTURE_IDS.plain, quantity: 1 });
    core.store.token.value = null;
  });
});
