import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Config } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { Header, type HeaderProps } from './Header';
import './define';

const APP_URL = 'https://play.google.com/store/apps/details?id=com.souq.demo';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
  scrollPage(0);
  vi.useRealTimers();
});

/** Scrolls the page to `y` and tells the listeners, as a browser does. */
function scrollPage(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

interface Setup {
  language?: Locale;
  signedIn?: boolean;
  config?: Partial<Config>;
  props?: HeaderProps;
  /** Answers of support the customer has not read yet. */
  unread?: readonly string[];
}

/** The header on a fake shop after the first load (and the profile, when signed in). */
async function renderHeader({
  language = 'en',
  signedIn = false,
  config,
  props,
  unread = [],
}: Setup = {}) {
  const shop = createFakeShop({ config: config ?? {} });
  for (const answer of unread) shop.support.answer(answer);
  const rendered = renderWithSouq(<Header {...props} />, {
    language,
    fetch: shop.fetch,
    ...(signedIn ? { token: shop.token } : {}),
  });
  cores.push(rendered.core);
  await act(async () => {
    await rendered.core.session.boot();
  });
  if (signedIn) await waitFor(() => expect(rendered.core.store.profileInfo.value).not.toBeNull());
  const banner = screen.getByRole('banner');
  return { ...rendered, shop, banner, isHidden: () => banner.hasAttribute('data-hidden') };
}

const link = (name: string | RegExp) => screen.getByRole('link', { name });
const hrefOf = (name: string | RegExp) => link(name).getAttribute('href');

describe('Header', () => {
  describe('given a visitor who is not signed in', () => {
    it('offers Sign In and Sign Up, and the track-order link instead of the wishlist', async () => {
      await renderHeader();
      expect(hrefOf('Sign In')).toBe('/auth/sign-in');
      expect(hrefOf('Sign Up')).toBe('/auth/sign-up');
      expect(hrefOf('Track Order')).toBe('/track-order');
      expect(screen.queryByRole('button', { name: /^Wishlist/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Account/ })).toBeNull();
    });

    it('has the cart, the search box, the logo and the navigation', async () => {
      const { banner } = await renderHeader();
      expect(within(banner).getByRole('button', { name: 'Cart, empty' })).toBeTruthy();
      expect(within(banner).getByRole('combobox')).toBeTruthy();
      const logo = link('Souq');
      expect(logo.getAttribute('href')).toBe('/home');
      expect(logo.querySelector('img')?.getAttribute('src')).toBe('/images/business/logo.svg');
      const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByRole('button', { name: 'Categories' })).toBeTruthy();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((entry) => [entry.textContent, entry.getAttribute('href')]),
      ).toEqual([
        ['Flash Sale', '/flash-sales'],
        ['Campaigns', '/item-campaigns'],
        ['Secure shopping', '/about-us'],
      ]);
    });

    it('has the theme, language and country switches in the top bar', async () => {
      const { banner } = await renderHeader();
      expect(within(banner).getByRole('radiogroup', { name: 'Theme' })).toBeTruthy();
      expect(within(banner).getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
      expect(within(banner).getByRole('button', { name: 'Country: Egypt' })).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderHeader();
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('names its regions ::part(root), top-bar, main-bar and nav-bar', async () => {
      const { banner } = await renderHeader();
      const partOf = (node: Element | null) => node?.closest('[part]')?.getAttribute('part');
      expect(banner.getAttribute('part')).toBe('root');
      expect(partOf(link('Sign In'))).toBe('top-bar');
      expect(partOf(link('Souq'))).toBe('main-bar');
      expect(partOf(link('Flash Sale'))).toBe('nav-bar');
    });
  });

  describe('given a signed-in customer', () => {
    it('greets them by first name on the account button and offers the wishlist', async () => {
      const { banner } = await renderHeader({ signedIn: true });
      const account = await screen.findByRole('button', { name: 'Account: Sara' });
      expect(account.textContent).toBe('Sara');
      expect(account.getAttribute('aria-haspopup')).toBe('menu');
      expect(within(banner).getByRole('button', { name: /^Wishlist/ })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Track Order' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    });

    describe('when they open the account menu', () => {
      it('lists the profile sections and Logout', async () => {
        const { user } = await renderHeader({ signedIn: true });
        await user.click(await screen.findByRole('button', { name: 'Account: Sara' }));
        const menu = await screen.findByRole('menu', { name: 'Account: Sara' });
        const items = within(menu).getAllByRole('menuitem');
        expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
          ['Profile Settings', '/profile?page=profile-settings'],
          ['My Orders', '/profile?page=my-orders'],
          ['My Addresses', '/profile?page=addresses'],
          ['Wallet', '/profile?page=wallet'],
          ['Loyalty Points', '/profile?page=loyalty-points'],
          ['Referral Code', '/profile?page=referral-code'],
          ['Coupons', '/profile?page=coupons'],
          ['Inbox', '/inbox'],
          ['Logout', null],
        ]);
        expect(within(menu).getByRole('menuitem', { name: 'Inbox' })).toBeTruthy();
      });

      it('counts support’s unread answers on the Inbox entry, in its name too', async () => {
        const { user } = await renderHeader({
          signedIn: true,
          unread: ['Hello', 'Are you there?'],
        });
        await user.click(await screen.findByRole('button', { name: 'Account: Sara' }));
        const menu = await screen.findByRole('menu');
        const inbox = await within(menu).findByRole('menuitem', {
          name: 'Inbox, 2 unread messages',
        });
        expect(inbox.getAttribute('href')).toBe('/inbox');
        expect(inbox.textContent).toBe('Inbox 2');
      });

      it('leaves out the sections the shop has turned off', async () => {
        const { user } = await renderHeader({
          signedIn: true,
          config: { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 },
        });
        await user.click(await screen.findByRole('button', { name: 'Account: Sara' }));
        const menu = await screen.findByRole('menu');
        expect(
          within(menu)
            .getAllByRole('menuitem')
            .map((item) => item.textContent),
        ).toEqual(['Profile Settings', 'My Orders', 'My Addresses', 'Coupons', 'Inbox', 'Logout']);
      });

      it('has no serious accessibility violations', async () => {
        const { user, container } = await renderHeader({ signedIn: true });
        await user.click(await screen.findByRole('button', { name: 'Account: Sara' }));
        await screen.findByRole('menu');
        expect(await seriousViolations(container)).toEqual([]);
      });
    });

    describe('when they use only the keyboard in the account menu', () => {
      it('opens it on the first section, walks it with the arrows and closes it with Escape', async () => {
        const { user } = await renderHeader({ signedIn: true });
        const account = await screen.findByRole('button', { name: 'Account: Sara' });
        await user.tab();
        expect(document.activeElement).toBe(account);
        await user.keyboard('{ArrowDown}');
        const menu = await screen.findByRole('menu');
        const item = (name: string) => within(menu).getByRole('menuitem', { name });
        await waitFor(() => expect(document.activeElement).toBe(item('Profile Settings')));
        await user.keyboard('{ArrowUp}');
        expect(document.activeElement).toBe(item('Logout'));
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        expect(document.activeElement).toBe(account);
      });
    });

    describe('when they choose Logout', () => {
      it('asks first; Cancel keeps them signed in', async () => {
        const { user, core } = await renderHeader({ signedIn: true });
        await user.click(await screen.findByRole('button', { name: 'Account: Sara' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
        const dialog = await screen.findByRole('alertdialog', {
          name: 'Are you sure you want to logout?',
        });
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(core.store.token.value).not.toBeNull();
      });

      it('logs out on yes: says so, goes to sign-in and shows the visitor’s links', async () => {
        const { user, core, navigations } = await renderHeader({ signedIn: true });
        await user.click(await screen.findByRole('button', { name: 'Account: Sara' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
        const dialog = await screen.findByRole('alertdialog');
        expect(await seriousViolations(document.body)).toEqual([]);
        // The spec's confirmation wording, as the phone's menu drawer asks it.
        expect(
          within(dialog)
            .getAllByRole('button')
            .map((button) => button.textContent),
        ).toEqual(['Cancel', 'Yes']);
        await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(core.store.token.value).toBeNull();
        expect(core.store.profileInfo.value).toBeNull();
        expect(navigations).toEqual(['/auth/sign-in']);
        expect(core.toasts.toasts.value.map((toast) => toast.message)).toEqual([
          'Logout successful.',
        ]);
        expect(link('Sign In')).toBeTruthy();
        expect(link('Track Order')).toBeTruthy();
      });
    });
  });

  describe('given the shop has configured its app', () => {
    it('shows the app’s QR code, dark on light with a quiet zone, when the link is focused', async () => {
      await renderHeader();
      const appLink = link('Download the app (opens in a new tab)');
      expect(appLink.getAttribute('href')).toBe(APP_URL);
      expect(appLink.getAttribute('target')).toBe('_blank');
      act(() => appLink.focus());
      const card = await screen.findByRole('dialog', { name: 'Download the app' });
      // The encoder loads with the card's first opening.
      const code = await within(card).findByRole('img', {
        name: 'Scan the QR code to download the app',
      });
      const [, , width, height] = (code.getAttribute('viewBox') ?? '').split(' ').map(Number);
      const ground = code.querySelector('rect');
      expect(ground?.getAttribute('width')).toBe(String(width));
      expect(ground?.getAttribute('height')).toBe(String(height));
      expect(code.getAttribute('viewBox')?.startsWith('-4 -4 ')).toBe(true);
      expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
      expect(await seriousViolations(document.body)).toEqual([]);
    });

    it('opens the card 700 ms after the pointer rests on the link and closes it 300 ms after it leaves', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await renderHeader();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const appLink = link('Download the app (opens in a new tab)');
      await user.hover(appLink);
      act(() => vi.advanceTimersByTime(650));
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('dialog', { name: 'Download the app' })).toBeTruthy();
      fireEvent.mouseLeave(appLink);
      act(() => vi.advanceTimersByTime(250));
      expect(screen.queryByRole('dialog')).not.toBeNull();
      act(() => vi.advanceTimersByTime(100));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  describe('given the shop has no app address', () => {
    it('offers no QR code at all', async () => {
      await renderHeader({ config: { app_url_android: '' } });
      expect(screen.queryByRole('link', { name: /^Download the app/ })).toBeNull();
    });
  });

  describe('given the shop has no logo picture', () => {
    it('shows the shop’s name as the home link', async () => {
      await renderHeader({ config: { logo: '' } });
      expect(link('Souq').querySelector('img')).toBeNull();
      expect(link('Souq').textContent).toBe('Souq');
    });
  });

  describe('given the shopper reads Arabic', () => {
    it('lays out right to left and names everything in Arabic', async () => {
      const { container, banner } = await renderHeader({ language: 'ar' });
      expect(container.querySelector('[dir="rtl"]')?.contains(banner)).toBe(true);
      expect(hrefOf('تسجيل الدخول')).toBe('/auth/sign-in');
      expect(hrefOf('تتبع الطلب')).toBe('/track-order');
      expect(link('سوق').getAttribute('href')).toBe('/home');
      const nav = within(banner).getByRole('navigation', { name: 'التنقل الرئيسي' });
      expect(within(nav).getByRole('button', { name: 'الفئات' })).toBeTruthy();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((entry) => entry.textContent),
      ).toEqual(['عروض خاطفة', 'الحملات', expect.any(String)]);
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('greets a signed-in customer in Arabic', async () => {
      const { user } = await renderHeader({ language: 'ar', signedIn: true });
      await user.click(await screen.findByRole('button', { name: 'الحساب: سارة' }));
      const menu = await screen.findByRole('menu', { name: 'الحساب: سارة' });
      expect(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeTruthy();
    });
  });

  describe('when the page scrolls', () => {
    it('stays up to 100 px, hides past them going down and shows again going up', async () => {
      const { isHidden, banner } = await renderHeader();
      (document.activeElement as HTMLElement | null)?.blur();
      scrollPage(100);
      expect(isHidden()).toBe(false);
      scrollPage(400);
      expect(isHidden()).toBe(true);
      expect(banner.getAttribute('data-hidden')).toBe('true');
      scrollPage(350);
      expect(isHidden()).toBe(false);
    });

    it('never hides while the focus is inside it, and shows when the focus comes back', async () => {
      const { isHidden, user } = await renderHeader();
      scrollPage(400);
      expect(isHidden()).toBe(true);
      await user.tab();
      expect(isHidden()).toBe(false);
      scrollPage(800);
      expect(isHidden()).toBe(false);
    });

    it('never hides while one of its menus is open, even with the focus elsewhere', async () => {
      const { isHidden, user } = await renderHeader();
      await user.click(screen.getByRole('button', { name: 'Categories' }));
      act(() => (document.activeElement as HTMLElement | null)?.blur());
      scrollPage(400);
      expect(screen.getByRole('button', { name: 'Categories' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(isHidden()).toBe(false);
    });

    it('never hides while the cart drawer is open', async () => {
      const { isHidden, user } = await renderHeader();
      await user.click(screen.getByRole('button', { name: 'Cart, empty' }));
      await screen.findByRole('dialog');
      scrollPage(400);
      expect(isHidden()).toBe(false);
    });

    it('stays in view when told not to hide', async () => {
      const { isHidden } = await renderHeader({ props: { hideOnScroll: false } });
      scrollPage(400);
      scrollPage(900);
      expect(isHidden()).toBe(false);
    });
  });
});

describe('<souq-header>', () => {
  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: createFakeShop().fetch });
  });

  it('renders the header in its shadow root, in the shop’s default Arabic', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-header hide-on-scroll="false"></souq-header>';
    document.body.append(holder);
    try {
      await souqRuntime().ready;
      const root = holder.querySelector('souq-header')?.shadowRoot;
      await waitFor(() => {
        expect(root?.querySelector('header')).not.toBeNull();
        const signIn = [...(root?.querySelectorAll('a') ?? [])].find(
          (anchor) => anchor.textContent === 'تسجيل الدخول',
        );
        expect(signIn?.getAttribute('href')).toBe('http://shop.test/auth/sign-in');
      });
      scrollPage(600);
      expect(root?.querySelector('header')?.hasAttribute('data-hidden')).toBe(false);
    } finally {
      holder.remove();
    }
  });
});
