import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Config } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { Profile, type ProfileProps } from './Profile';
import './define';

// The sections load as chunks of their own, and axe over a page takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

async function renderProfile(
  props: ProfileProps,
  {
    language = 'en',
    signedIn = true,
    config = {},
  }: { language?: Locale; signedIn?: boolean; config?: Partial<Config> } = {},
) {
  const rendered = await renderOnShop(<Profile {...props} />, {
    language,
    shop: { config },
    ...(signedIn ? { token: 'customer-token' } : {}),
  });
  cores.push(rendered.core);
  return rendered;
}

const menu = () => screen.getByRole('navigation', { name: 'Profile' });
const entries = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Profile', () => {
  describe('given a signed-in customer of a shop with every feature on', () => {
    it('lists every section, marks the one shown and shows it', async () => {
      await renderProfile({ page: 'wallet' });
      expect(entries()).toEqual([
        'Profile Settings',
        'My Orders',
        'My Addresses',
        'Wallet',
        'Loyalty Points',
        'Referral Code',
        'Coupons',
      ]);
      const current = within(menu()).getByRole('link', { current: 'page' });
      expect(current.textContent).toBe('Wallet');
      expect(current.getAttribute('href')).toBe('/profile?page=wallet');
      expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    });

    it('opens my orders for the header badge’s page=orders', async () => {
      await renderProfile({ page: 'orders' });
      expect(within(menu()).getByRole('link', { current: 'page' }).textContent).toBe('My Orders');
      expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    });

    it('shows the profile settings for a page it does not know', async () => {
      await renderProfile({ page: 'nothing-here' });
      expect(within(menu()).getByRole('link', { current: 'page' }).textContent).toBe(
        'Profile Settings',
      );
    });

    it('has no serious accessibility violation, in Arabic', async () => {
      const { container } = await renderProfile({ page: 'addresses' }, { language: 'ar' });
      await screen.findByRole('heading', { level: 1, name: 'عناويني' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a shop with the wallet and referrals off', () => {
    it('leaves their entries out of the menu', async () => {
      await renderProfile(
        { page: 'my-orders' },
        { config: { customer_wallet_status: 0, ref_earning_status: 0 } },
      );
      await waitFor(() => expect(entries()).toContain('Loyalty Points'));
      expect(entries()).not.toContain('Wallet');
      expect(entries()).not.toContain('Referral Code');
    });
  });

  describe('given a visitor', () => {
    it('asks them to sign in and come back to the section', async () => {
      await renderProfile({ page: 'addresses' }, { signedIn: false });
      expect(await screen.findByText('You must be login to access this page')).toBeTruthy();
      const signIn = screen.getByRole('link', { name: 'Sign In' });
      expect(signIn.getAttribute('href')).toBe(
        `/auth/sign-in?from=${encodeURIComponent('/profile?page=addresses')}`,
      );
    });
  });

  it('moves between the sections with the keyboard alone', async () => {
    const user = userEvent.setup();
    await renderProfile({ page: 'profile-settings' });
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Profile Settings');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('My Orders');
  });
});

describe('<souq-profile>', () => {
  const shop = createFakeShop();

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('shows the section its attribute names, inside its shadow root', async () => {
    await souqRuntime().ready;
    souqRuntime().core.store.token.value = shop.token;
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-profile page="loyalty-points"></souq-profile>';
    document.body.append(holder);
    const element = holder.querySelector('souq-profile');
    await waitFor(() => {
      const current = element?.shadowRoot?.querySelector('[aria-current="page"]');
      expect(current?.textContent).toBe('نقاط الولاء');
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('نقاط الولاء');
    });
    holder.remove();
  });
});
