import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import { createFakeShop } from '../../src/core/testing';
import { createTestCore, renderRouted, seriousViolations } from '../../src/ui/testing';
import { SignUp, type SignUpProps } from './SignUp';
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

/** The page for a guest; the fake shop makes its codes of Math.random, so a code sent is 2468. */
async function renderSignUp({ verify = false, from }: { verify?: boolean } & SignUpProps = {}) {
  vi.spyOn(Math, 'random').mockReturnValue(0.2468);
  const shop = createFakeShop({ config: { customer_verification: verify ? 1 : 0 } });
  const { core } = createTestCore({ language: 'en', fetch: shop.fetch });
  cores.push(core);
  await core.session.boot();
  await core.session.ensureGuestId();
  return {
    core,
    shop,
    ...renderRouted(() => <SignUp from={from} />, { core, staysOn: () => false }),
  };
}

type Rendered = Awaited<ReturnType<typeof renderSignUp>>;

/** Fills the form as a new customer would, the terms ticked. */
async function fillIn({ user }: Rendered, phone = PHONE) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Mona');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Adel');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), phone);
  await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'mona@example.com');
  await user.type(screen.getByLabelText(/^Password/), PASSWORD);
  await user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }));
}

describe('SignUp', () => {
  describe('given every field filled in', () => {
    it("signs the new customer up and in, says 'Signup successfully.' and goes home", async () => {
      const rendered = await renderSignUp();
      await fillIn(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() => expect(rendered.navigations).toEqual(['/home']));
      expect(rendered.core.session.isLoggedIn.value).toBe(true);
      expect(rendered.core.toasts.toasts.value.map((toast) => toast.message)).toContain(
        'Signup successfully.',
      );
      const signUp = rendered.shop.calls.find((call) => call.path === '/api/v1/auth/sign-up');
      expect(signUp?.body).toMatchObject({ phone: PHONE, email: 'mona@example.com' });
    });
  });

  describe('given a shop that asks new customers to verify their phone', () => {
    it('asks for the code sent to the phone, then signs in and returns to from', async () => {
      const rendered = await renderSignUp({ verify: true, from: '/product/olive-oil' });
      await fillIn(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await rendered.user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
      await rendered.user.paste('2468');
      await waitFor(() => expect(rendered.navigations).toEqual(['/product/olive-oil']));
      expect(rendered.core.session.isLoggedIn.value).toBe(true);
    });

    it('sends a new code by the phone alone once the wait is over', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const rendered = await renderSignUp({ verify: true });
        await fillIn(rendered);
        await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
        const resend = await screen.findByRole('button', { name: 'Resend code' });
        expect(resend.hasAttribute('disabled')).toBe(true);
        vi.advanceTimersByTime(61_000);
        await waitFor(() => expect(resend.hasAttribute('disabled')).toBe(false));
        await rendered.user.click(resend);
        expect(await screen.findByText('A new code is on its way')).toBeTruthy();
        const asked = rendered.shop.calls.filter((call) => call.path === '/api/v1/auth/resend-otp');
        expect(asked.map((call) => call.body)).toEqual([{ phone: PHONE }]);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('given where to return', () => {
    it('goes there once signed up', async () => {
      const rendered = await renderSignUp({ from: '/store/3?tab=reviews' });
      await fillIn(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() => expect(rendered.navigations).toEqual(['/store/3?tab=reviews']));
    });

    it.each([
      ['another site', '//evil.example/steal'],
      ['a full address', 'https://evil.example/'],
    ])('goes home instead of %s', async (_, from) => {
      const rendered = await renderSignUp({ from });
      await fillIn(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() => expect(rendered.navigations).toEqual(['/home']));
    });

    it('carries it on the link to sign-in', async () => {
      await renderSignUp({ from: '/wishlist' });
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/auth/sign-in?from=%2Fwishlist',
      );
    });
  });

  describe('given a phone that already has an account', () => {
    it('says so on the phone field', async () => {
      const rendered = await renderSignUp();
      await rendered.shop.fetch('http://shop.test/api/v1/auth/sign-up', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ f_name: 'A', l_name: 'B', phone: PHONE, password: PASSWORD }),
      });
      await fillIn(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(await screen.findByText('This phone number is already registered')).toBeTruthy();
      expect(rendered.navigations).toEqual([]);
    });
  });

  describe('given the rules broken', () => {
    it('says each on its field and sends nothing', async () => {
      const { user, shop } = await renderSignUp();
      await user.type(screen.getByLabelText(/^Password/), PASSWORD);
      await user.type(screen.getByLabelText(/^Confirm password/), 'Souq#2027');
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(await screen.findByText('First name is required')).toBeTruthy();
      expect(screen.getByText('Last name is required')).toBeTruthy();
      expect(screen.getByText('Phone number is required')).toBeTruthy();
      expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
      expect(shop.calls.some((call) => call.path === '/api/v1/auth/sign-up')).toBe(false);
    });
  });

  describe('given a confirmation that is not the password', () => {
    it('says the passwords must match', async () => {
      const rendered = await renderSignUp();
      await fillIn(rendered);
      const confirmation = screen.getByLabelText(/^Confirm password/);
      await rendered.user.clear(confirmation);
      await rendered.user.type(confirmation, 'Souq#2027');
      await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(await screen.findByText('Passwords must match')).toBeTruthy();
      expect(rendered.navigations).toEqual([]);
    });
  });

  it('links to the terms and to sign-in', async () => {
    await renderSignUp();
    expect(
      screen.getByRole('link', { name: 'Read the Terms & Conditions' }).getAttribute('href'),
    ).toBe('/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth/sign-in',
    );
  });

  it('has no serious accessibility violations', async () => {
    const { container } = await renderSignUp();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
