import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Config } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop, type FakeShopOptions, FIXTURE_IDS } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { Toaster } from '../../src/ui/Toaster';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { MobileNav } from './MobileNav';
import './define';

const cores: SouqCore[] = [];

// Links stay on the test page: happy-dom would otherwise try to load the storefront's routes.
const stayOnPage = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
};
beforeAll(() => document.addEventListener('click', stayOnPage));
// The drawers and the search box are chunks of their own: loaded once here, so no test spends
// its wait for a dialog on transforming their modules.
beforeAll(() =>
  Promise.all([
    import('./MenuDrawer'),
    import('./SearchPanel'),
    import('../cart-drawer/CartDrawer'),
    import('../wishlist-drawer/WishlistDrawer'),
  ]),
);
afterAll(() => document.removeEventListener('click', stayOnPage));

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

interface Setup {
  shop?: FakeShopOptions;
  config?: Partial<Config>;
  language?: Locale;
  signedIn?: boolean;
  path?: string;
  /** Answers of support the customer has not read yet. */
  unread?: readonly string[];
}

/** The navigation with a toaster on a fake shop, after the first load, signed in unless told. */
async function renderNav(setup: Setup = {}) {
  const shop = createFakeShop({ ...setup.shop, ...(setup.config ? { config: setup.config } : {}) });
  for (const answer of setup.unread ?? []) shop.support.answer(answer);
  const rendered = renderWithSouq(
    <>
      <MobileNav currentPath={setup.path ?? '/home'} />
      <Toaster />
    </>,
    {
      language: setup.language ?? 'en',
      fetch: shop.fetch,
      ...((setup.signedIn ?? true) ? { token: shop.token } : {}),
    },
  );
  cores.push(rendered.core);
  await act(async () => {
    await rendered.core.session.boot();
    await rendered.core.cart.refresh();
  });
  return { ...rendered, shop };
}

/** Opens the menu drawer from the header and waits for its categories. */
async function openMenu(setup: Setup = {}) {
  const rendered = await renderNav(setup);
  const menuButton = screen.getByRole('button', {
    name: setup.language === 'ar' ? 'القائمة' : 'Menu',
  });
  await rendered.user.click(menuButton);
  const drawer = await screen.findByRole('dialog');
  await waitFor(() => expect(within(drawer).queryByRole('status')).toBeNull());
  return { ...rendered, menuButton, drawer };
}

const bar = () => within(screen.getByRole('navigation', { name: 'Shortcuts' }));

describe('MobileNav', () => {
  describe('given a signed-in customer', () => {
    describe('when the customer opens the menu', () => {
      it('shows the profile summary: first name, days since joining, orders and wallet balance', async () => {
        const { drawer } = await openMenu();
        expect(within(drawer).getByText('Hello, Sara')).toBeTruthy();
        expect(within(drawer).getByText('Member for 210 days')).toBeTruthy();
        expect(within(drawer).getByText('4 orders')).toBeTruthy();
        const wallet = within(drawer).getByText('Wallet balance').closest('dl');
        expect(wallet?.textContent).toContain('125.50');
        expect(wallet?.textContent).not.toMatch(/125\.5\d{2,}/);
      });

      it('lists categories, flash sale, campaigns and the profile entries as links', async () => {
        const { drawer } = await openMenu();
        expect(within(drawer).getByRole('list', { name: 'Categories' })).toBeTruthy();
        const link = (name: string) => within(drawer).getByRole('link', { name });
        expect(link('Flash Sale').getAttribute('href')).toBe('/flash-sales');
        expect(link('Campaigns').getAttribute('href')).toBe('/item-campaigns');
        const account = within(drawer).getByRole('list', { name: 'Account' });
        expect(
          within(account)
            .getAllByRole('link')
            .map((entry) => [entry.textContent, entry.getAttribute('href')]),
        ).toEqual([
          ['Profile Settings', '/profile?page=profile-settings'],
          ['My Orders', '/profile?page=my-orders'],
          ['My Addresses', '/profile?page=addresses'],
          ['Wallet', '/profile?page=wallet'],
          ['Loyalty Points', '/profile?page=loyalty-points'],
          ['Referral Code', '/profile?page=referral-code'],
          ['Coupons', '/profile?page=coupons'],
          ['Inbox', '/inbox'],
        ]);
      });

      it('counts support’s unread answer on the Inbox link, in its name too', async () => {
        const { drawer } = await openMenu({ unread: ['Hello'] });
        const inbox = await within(drawer).findByRole('link', { name: 'Inbox, 1 unread message' });
        expect(inbox.getAttribute('href')).toBe('/inbox');
        expect(inbox.textContent).toBe('Inbox 1');
      });

      it('offers the theme, the language and logout, but no sign-in', async () => {
        const { drawer } = await openMenu();
        expect(within(drawer).getByRole('radiogroup', { name: 'Theme' })).toBeTruthy();
        expect(within(drawer).getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
        expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeTruthy();
        expect(within(drawer).queryByRole('link', { name: 'Sign In' })).toBeNull();
      });

      it('has no serious accessibility violations', async () => {
        const { container } = await openMenu();
        expect(await seriousViolations(container)).toEqual([]);
      });
    });

    describe('when the shop turns the wallet off', () => {
      it('shows neither the wallet balance nor the wallet entry, and keeps the rest', async () => {
        const { drawer } = await openMenu({ config: { customer_wallet_status: 0 } });
        expect(within(drawer).getByText('4 orders')).toBeTruthy();
        expect(within(drawer).queryByText('Wallet balance')).toBeNull();
        expect(within(drawer).queryByRole('link', { name: 'Wallet' })).toBeNull();
        expect(within(drawer).getByRole('link', { name: 'Loyalty Points' })).toBeTruthy();
      });
    });

    describe('when the shop turns loyalty points off', () => {
      it('hides only the loyalty points entry', async () => {
        const { drawer } = await openMenu({ config: { loyalty_point_status: 0 } });
        expect(within(drawer).queryByRole('link', { name: 'Loyalty Points' })).toBeNull();
        expect(within(drawer).getByRole('link', { name: 'Wallet' })).toBeTruthy();
        expect(within(drawer).getByRole('link', { name: 'Referral Code' })).toBeTruthy();
      });
    });

    describe('when the shop turns referral earnings off', () => {
      it('hides only the referral code entry', async () => {
        const { drawer } = await openMenu({ config: { ref_earning_status: 0 } });
        expect(within(drawer).queryByRole('link', { name: 'Referral Code' })).toBeNull();
        expect(within(drawer).getByRole('link', { name: 'Loyalty Points' })).toBeTruthy();
      });

      it('has no serious accessibility violations with every flag off', async () => {
        const { container } = await openMenu({
          config: { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 },
        });
        expect(await seriousViolations(container)).toEqual([]);
      });
    });

    describe('when the customer logs out', () => {
      it('asks first, and Cancel keeps the customer signed in', async () => {
        const { drawer, user, core, navigations } = await openMenu();
        await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
        const question = await screen.findByRole('alertdialog', {
          name: 'Are you sure you want to logout?',
        });
        await user.click(within(question).getByRole('button', { name: 'Cancel' }));
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(core.store.token.value).not.toBeNull();
        expect(navigations).toEqual([]);
      });

      it('clears the token, says so and goes to sign-in once confirmed', async () => {
        const { drawer, user, core, navigations } = await openMenu();
        await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
        const question = await screen.findByRole('alertdialog');
        expect(await seriousViolations(document.body)).toEqual([]);
        await user.click(within(question).getByRole('button', { name: 'Yes' }));
        await waitFor(() => expect(core.store.token.value).toBeNull());
        expect(core.store.profileInfo.value).toBeNull();
        expect(navigations).toEqual(['/auth/sign-in']);
        expect(await screen.findByText('Logout successful.')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      });
    });

    describe('when the customer presses Wishes', () => {
      it('opens the wishlist drawer', async () => {
        const { user } = await renderNav({ shop: { wishlist: [FIXTURE_IDS.plain] } });
        await user.click(bar().getByRole('button', { name: 'Wishes' }));
        expect(await screen.findByRole('dialog', { name: 'Your Wishlist (1)' })).toBeTruthy();
      });
    });
  });

  describe('given a visitor who is not signed in', () => {
    it('offers Sign In in the menu instead of a profile, and no profile entries or logout', async () => {
      const { drawer, shop } = await openMenu({ signedIn: false });
      const signIn = within(drawer).getByRole('link', { name: 'Sign In' });
      expect(signIn.getAttribute('href')).toBe('/auth/sign-in');
      expect(within(drawer).queryByText(/^Hello/)).toBeNull();
      expect(within(drawer).queryByRole('list', { name: 'Account' })).toBeNull();
      expect(within(drawer).queryByRole('button', { name: 'Logout' })).toBeNull();
      expect(shop.calls.some((call) => call.path === '/api/v1/customer/info')).toBe(false);
    });

    it('still shows categories, flash sale, campaigns, theme and language', async () => {
      const { drawer } = await openMenu({ signedIn: false });
      expect(within(drawer).getByRole('list', { name: 'Categories' })).toBeTruthy();
      expect(within(drawer).getByRole('link', { name: 'Flash Sale' })).toBeTruthy();
      expect(within(drawer).getByRole('link', { name: 'Campaigns' })).toBeTruthy();
      expect(within(drawer).getByRole('radiogroup', { name: 'Theme' })).toBeTruthy();
      expect(within(drawer).getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    });

    it('sends Wishes to sign-in (spec §4 Wishlist)', async () => {
      await renderNav({ signedIn: false });
      expect(bar().getByRole('link', { name: 'Wishes' }).getAttribute('href')).toBe(
        '/auth/sign-in',
      );
    });

    it('has no serious accessibility violations, menu closed or open', async () => {
      const { container, user } = await renderNav({ signedIn: false });
      expect(await seriousViolations(container)).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await screen.findByRole('list', { name: 'Categories' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the category tree', () => {
    it('shows each parent with children as a closed disclosure', async () => {
      const { drawer } = await openMenu();
      const fruit = within(drawer).getByRole('button', { name: 'Fruit & Vegetables' });
      expect(fruit.getAttribute('aria-expanded')).toBe('false');
      expect(within(drawer).queryByRole('link', { name: 'Fresh fruit' })).toBeNull();
    });

    it('opens a parent to a link to all of it, then its children', async () => {
      const { drawer, user } = await openMenu();
      const fruit = within(drawer).getByRole('button', { name: 'Fruit & Vegetables' });
      await user.click(fruit);
      expect(fruit.getAttribute('aria-expanded')).toBe('true');
      const children = document.getElementById(fruit.getAttribute('aria-controls') ?? '');
      expect(
        within(children as HTMLElement)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['All in Fruit & Vegetables', '/category/1'],
        ['Fresh fruit', '/category/11'],
        ['Vegetables', '/category/12'],
        ['Herbs', '/category/13'],
      ]);
      await user.click(fruit);
      expect(within(drawer).queryByRole('link', { name: 'Fresh fruit' })).toBeNull();
    });

    it('links a parent without children straight to its page', async () => {
      const { drawer } = await openMenu();
      expect(within(drawer).getByRole('link', { name: 'Pharmacy' }).getAttribute('href')).toBe(
        '/category/4',
      );
    });

    it('closes the drawer when the shopper follows a link', async () => {
      const { drawer, user, menuButton } = await openMenu();
      await user.click(within(drawer).getByRole('button', { name: 'Bakery' }));
      await user.click(within(drawer).getByRole('link', { name: 'Bread' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(menuButton));
    });

    it('asks the server once for the tree, however often the drawer opens', async () => {
      const { user, shop, menuButton } = await openMenu();
      await user.keyboard('{Escape}');
      await user.click(menuButton);
      await screen.findByRole('list', { name: 'Categories' });
      expect(shop.calls.filter((call) => call.path === '/api/v1/categories')).toHaveLength(1);
    });

    describe('when the tree cannot be loaded', () => {
      it('says so and loads it on Try again', async () => {
        const rendered = await renderNav({
          shop: { failNext: [{ path: '/api/v1/categories', status: 500, message: 'Down' }] },
        });
        await rendered.user.click(screen.getByRole('button', { name: 'Menu' }));
        const drawer = await screen.findByRole('dialog');
        expect(await within(drawer).findByText('Something went wrong')).toBeTruthy();
        await rendered.user.click(within(drawer).getByRole('button', { name: 'Try again' }));
        expect(await within(drawer).findByRole('button', { name: 'Bakery' })).toBeTruthy();
      });
    });
  });

  describe('given the header', () => {
    it('links the shop’s logo, named by the shop, to the home page', async () => {
      await renderNav();
      const logo = screen.getByRole('img', { name: 'Souq' });
      expect(logo.getAttribute('src')).toBe('/images/business/logo.svg');
      expect(logo.closest('a')?.getAttribute('href')).toBe('/home');
    });

    it('shows the shop’s name when the logo fails to load', async () => {
      await renderNav();
      fireEvent.error(screen.getByRole('img', { name: 'Souq' }));
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByRole('link', { name: 'Souq' }).getAttribute('href')).toBe('/home');
    });

    it('opens the menu from the inline start, where it starts in English: the left', async () => {
      const { drawer } = await openMenu();
      expect(drawer.getAttribute('data-side')).toBe('start');
      expect(drawer.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    });
  });

  describe('given the search', () => {
    it('reveals the search box from the header, focused, and hides it with Close search', async () => {
      const { user } = await renderNav();
      const searchButton = within(screen.getByRole('banner')).getByRole('button', {
        name: 'Search',
      });
      expect(screen.queryByRole('search')).toBeNull();
      await user.click(searchButton);
      expect(searchButton.getAttribute('aria-expanded')).toBe('true');
      const box = within(await screen.findByRole('search')).getByRole('combobox', {
        name: 'Search',
      });
      expect(document.activeElement).toBe(box);
      await user.click(screen.getByRole('button', { name: 'Close search' }));
      expect(screen.queryByRole('search')).toBeNull();
      expect(document.activeElement).toBe(searchButton);
    });

    it('hides it on Escape once the box has nothing to close, back to the button', async () => {
      const { user } = await renderNav();
      const barSearch = bar().getByRole('button', { name: 'Search' });
      await user.click(barSearch);
      await screen.findByRole('combobox', { name: 'Search' });
      await user.keyboard('apples');
      // The box's own Escapes first: one closes its suggestions, the next clears the text.
      await user.keyboard('{Escape}{Escape}');
      const box = screen.getByRole('combobox', { name: 'Search' });
      expect(box).toHaveProperty('value', '');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('search')).toBeNull();
      expect(document.activeElement).toBe(barSearch);
    });

    it('has no serious accessibility violations while shown', async () => {
      const { user, container } = await renderNav();
      await user.click(bar().getByRole('button', { name: 'Search' }));
      await screen.findByRole('search');
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the bottom bar', () => {
    it('holds Home, Wishes, Cart, Categories and Search, each with its visible name', async () => {
      await renderNav();
      const items = bar().getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Home',
        'Wishes',
        // The visible label, then the count in words that a screen reader says in its place.
        'CartCart, empty',
        'Categories',
        'Search',
      ]);
    });

    it('marks Home as the current page on /home only', async () => {
      await renderNav({ path: '/home' });
      expect(bar().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      cleanup();
      await renderNav({ path: '/search?name=tea' });
      expect(bar().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    });

    it('reads the page’s own path without a currentPath', async () => {
      window.history.replaceState(null, '', '/home');
      const shop = createFakeShop();
      const { core } = renderWithSouq(<MobileNav />, { fetch: shop.fetch });
      cores.push(core);
      expect(bar().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    });

    it('names the cart with its line count and opens the cart drawer', async () => {
      const { user } = await renderNav({
        shop: { cart: [{ itemId: FIXTURE_IDS.plain }, { itemId: FIXTURE_IDS.amountOff }] },
      });
      const cart = bar().getByRole('button', { name: 'Cart, 2 items' });
      expect(cart.getAttribute('aria-label')).toBeNull();
      expect(cart.textContent).toBe('2CartCart, 2 items');
      await user.click(cart);
      expect(await screen.findByRole('dialog', { name: 'Your cart (2 items)' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(document.activeElement).toBe(cart));
    });

    it('shows no count on an empty cart', async () => {
      await renderNav();
      expect(bar().getByRole('button', { name: 'Cart, empty' }).textContent).toBe(
        'CartCart, empty',
      );
    });

    it('opens the menu at its categories for Categories', async () => {
      const { user } = await renderNav();
      await user.click(bar().getByRole('button', { name: 'Categories' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await waitFor(() =>
        expect(document.activeElement).toBe(
          within(drawer).getByRole('heading', { name: 'Categories' }),
        ),
      );
    });

    it('reveals and focuses the search box for Search, even when it shows already', async () => {
      const { user } = await renderNav();
      await user.click(bar().getByRole('button', { name: 'Search' }));
      const box = screen.getByRole('combobox', { name: 'Search' });
      expect(document.activeElement).toBe(box);
      await user.click(screen.getByRole('link', { name: 'Souq' }));
      await user.click(bar().getByRole('button', { name: 'Search' }));
      expect(document.activeElement).toBe(box);
    });

    it('does not show the drawers’ own trigger buttons', async () => {
      await renderNav();
      expect(screen.queryByRole('button', { name: /^Wishlist/ })).toBeNull();
      expect(screen.getAllByRole('button', { name: /^Cart/ })).toHaveLength(1);
    });
  });

  describe('when the shopper uses only the keyboard', () => {
    it('opens the menu, opens a category, follows it and comes back', async () => {
      const { user } = await renderNav();
      await user.tab();
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      expect(document.activeElement).toBe(menuButton);
      await user.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await within(drawer).findByRole('button', { name: 'Bakery' });
      const bakery = within(drawer).getByRole('button', { name: 'Bakery' });
      while (document.activeElement !== bakery) await user.tab();
      await user.keyboard(' ');
      expect(bakery.getAttribute('aria-expanded')).toBe('true');
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(within(drawer).getByRole('link', { name: 'Bread' }));
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(menuButton));
    });

    it('reaches every bottom bar item and opens the cart with Enter, Escape back', async () => {
      const { user } = await renderNav();
      const cart = bar().getByRole('button', { name: 'Cart, empty' });
      while (document.activeElement !== cart) await user.tab();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(cart));
      await user.tab();
      expect(document.activeElement).toBe(bar().getByRole('button', { name: 'Categories' }));
      await user.tab();
      expect(document.activeElement).toBe(bar().getByRole('button', { name: 'Search' }));
      await user.keyboard('{Enter}');
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search' }));
    });
  });

  describe('given the shopper reads Arabic', () => {
    it('opens the menu from the inline start, which is the right, in Arabic', async () => {
      const { drawer } = await openMenu({ language: 'ar' });
      expect(drawer.getAttribute('data-side')).toBe('start');
      expect(drawer.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
      expect(within(drawer).getByText('مرحبًا، سارة')).toBeTruthy();
      expect(within(drawer).getByRole('link', { name: 'عروض خاطفة' })).toBeTruthy();
      expect(within(drawer).getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    });

    it('names the bottom bar items in Arabic', async () => {
      await renderNav({ language: 'ar' });
      const arabicBar = within(screen.getByRole('navigation', { name: 'اختصارات' }));
      expect(arabicBar.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'الرئيسية',
        'المفضلة',
        'السلةالسلة، فارغة',
        'الفئات',
        'بحث',
      ]);
      expect(arabicBar.getByRole('button', { name: 'السلة، فارغة' })).toBeTruthy();
    });

    it('says the Arabic dual count without a name that contradicts the badge', async () => {
      await renderNav({
        language: 'ar',
        shop: { cart: [{ itemId: FIXTURE_IDS.plain }, { itemId: FIXTURE_IDS.amountOff }] },
      });
      const arabicBar = within(screen.getByRole('navigation', { name: 'اختصارات' }));
      const cart = await arabicBar.findByRole('button', { name: 'السلة، منتجان' });
      expect(cart.getAttribute('aria-label')).toBeNull();
      expect(await seriousViolations(cart)).toEqual([]);
    });

    it('has no serious accessibility violations with the menu open', async () => {
      const { container } = await openMenu({ language: 'ar' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});

describe('<souq-mobile-nav>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('renders its header and bottom bar inside its own shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-mobile-nav current-path="/home"></souq-mobile-nav>';
    document.body.append(holder);
    const element = holder.querySelector('souq-mobile-nav');
    await souqRuntime().ready;
    await waitFor(() => {
      const root = element?.shadowRoot;
      expect(root?.querySelector('header')).not.toBeNull();
      const home = root?.querySelector('nav a[aria-current="page"]');
      expect(home?.textContent).toBe('الرئيسية');
    });
    expect(document.body.querySelector('nav')).toBeNull();
    holder.remove();
  });
});
