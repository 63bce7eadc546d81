import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { createTestCore, renderRouted, seriousViolations } from '../../src/ui/testing';
import { SignIn, type SignInProps } from './SignIn';
import './define';

vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const core of cores.splice(0)) core.dispose();
});

const PHONE = '+201001234567';
const PASSWORD = 'Souq#2026';
const EMAIL = 'mona@example.com';

/**
 * The page for a guest on a shop where `PHONE` (and `EMAIL`) has an account with `PASSWORD`. The fake shop makes
 * its codes of Math.random: a code it sends is 2468.
 */
async function renderSignIn(
  props: SignInProps = {},
  { language = 'en', verify = false }: { language?: Locale; verify?: boolean } = {},
) {
  vi.spyOn(Math, 'random').mockReturnValue(0.2468);
  const shop = createFakeShop({ config: { customer_verification: verify ? 1 : 0 } });
  await shop.fetch('http://shop.test/api/v1/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      f_name: 'Mona',
      l_name: 'Adel',
      phone: PHONE,
      email: EMAIL,
      password: PASSWORD,
    }),
  });
  const { core } = createTestCore({ language, fetch: shop.fetch });
  cores.push(core);
  await core.session.boot();
  await core.session.ensureGuestId();
  // Every navigation leaves the page, as on the storefront.
  return {
    core,
    shop,
    ...renderRouted(() => <SignIn {...props} />, { core, staysOn: () => false }),
  };
}

const nameField = () => screen.getByRole('textbox', { name: /Phone or email/ });
const passwordField = () => screen.getByLabelText(/^Password/);

describe('SignIn', () => {
  describe('given the right phone and password', () => {
    it('signs the guest in, says so and returns to from', async () => {
      const { user, core, shop, navigations } = await renderSignIn({ from: '/product/olive-oil' });
      const guestId = core.store.guestId.value;
      await user.type(nameField(), PHONE);
      await user.type(passwordField(), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(navigations).toEqual(['/product/olive-oil']));
      expect(core.session.isLoggedIn.value).toBe(true);
      expect(core.store.guestId.value).toBeNull();
      expect(core.toasts.toasts.value.map((toast) => toast.message)).toContain(
        'Sign in successfully.',
      );
      // The guest was named, so the server could join their cart to the account.
      const login = shop.calls.find((call) => call.path === '/api/v1/auth/login');
      expect(login?.body).toMatchObject({ email_or_phone: PHONE, guest_id: guestId });
    });

    it('takes the phone typed in Arabic-Indic digits', async () => {
      const { user, navigations } = await renderSignIn({}, { language: 'ar' });
      await user.type(
        screen.getByRole('textbox', { name: /رقم الهاتف أو البريد/ }),
        '+٢٠١٠٠١٢٣٤٥٦٧',
      );
      await user.type(screen.getByLabelText(/^كلمة المرور/), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
      await waitFor(() => expect(navigations).toEqual(['/home']));
    });

    it.each([
      ['another site', '//evil.example/steal'],
      ['a full address', 'https://evil.example/'],
    ])('goes home rather than to %s', async (_name, from) => {
      const { user, navigations } = await renderSignIn({ from });
      await user.type(nameField(), PHONE);
      await user.type(passwordField(), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(navigations).toEqual(['/home']));
    });
  });

  describe('given a wrong password', () => {
    it('says the server’s words above the form and stays', async () => {
      const { user, core, navigations } = await renderSignIn();
      await user.type(nameField(), PHONE);
      await user.type(passwordField(), 'Not#The2026One');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
      expect(navigations).toEqual([]);
      expect(core.session.isLoggedIn.value).toBe(false);
    });
  });

  describe('given nothing typed', () => {
    it('says what is missing on each field', async () => {
      const { user, shop } = await renderSignIn();
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Phone or email is required')).toBeTruthy();
      expect(screen.getByText('Password is required')).toBeTruthy();
      expect(document.activeElement).toBe(nameField());
      expect(shop.calls.some((call) => call.path === '/api/v1/auth/login')).toBe(false);
    });
  });

  it('shows the password as typed and hides it again', async () => {
    const { user } = await renderSignIn();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordField().getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(passwordField().getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(passwordField().getAttribute('type')).toBe('password');
  });

  it('carries where to return on the link to sign-up', async () => {
    await renderSignIn({ from: '/product/olive-oil' });
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/auth/sign-up?from=%2Fproduct%2Folive-oil',
    );
  });

  it('links to sign-up and to the forgotten password', async () => {
    await renderSignIn();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/auth/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  describe('given a shop that asks customers to verify their phone', () => {
    it('asks for the code, then signs in and returns', async () => {
      const { user, core, navigations } = await renderSignIn(
        { from: '/checkout?page=cart' },
        { verify: true },
      );
      await user.type(nameField(), PHONE);
      await user.type(passwordField(), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
      expect(core.session.isLoggedIn.value).toBe(false);
      await user.paste('2468');
      await waitFor(() => expect(navigations).toEqual(['/checkout?page=cart']));
      expect(core.session.isLoggedIn.value).toBe(true);
    });

    it('asks for the code sent to the account’s phone when signing in by e-mail', async () => {
      const { user, core, navigations } = await renderSignIn(
        { from: '/wishlist' },
        { verify: true },
      );
      await user.type(nameField(), EMAIL);
      await user.type(passwordField(), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect((await screen.findByText(/Enter the 4-digit code we sent to/)).textContent).toContain(
        PHONE,
      );
      await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
      await user.paste('2468');
      await waitFor(() => expect(navigations).toEqual(['/wishlist']));
      expect(core.session.isLoggedIn.value).toBe(true);
    });
  });

  it('has no serious accessibility violations', async () => {
    const { container } = await renderSignIn();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
