import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import { createFakeShop } from '../../src/core/testing';
import { createTestCore, renderRouted, seriousViolations } from '../../src/ui/testing';
import { PasswordReset } from './PasswordReset';
import './define';

vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const core of cores.splice(0)) core.dispose();
});

const PHONE = '+201001234567';
const NEW_PASSWORD = 'Fresh#Souq2026';

const post = (path: string, body: Record<string, unknown>) => ({
  url: `http://shop.test/api/v1/${path}`,
  init: {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  },
});

/** The page on a shop where `PHONE` has an account; the fake's codes are 2468 (Math.random). */
async function renderReset() {
  vi.spyOn(Math, 'random').mockReturnValue(0.2468);
  const shop = createFakeShop();
  const signUp = post('auth/sign-up', {
    f_name: 'Mona',
    l_name: 'Adel',
    phone: PHONE,
    password: 'Old#Souq2026',
  });
  await shop.fetch(signUp.url, signUp.init);
  const { core } = createTestCore({ language: 'en', fetch: shop.fetch });
  cores.push(core);
  await core.session.boot();
  return { shop, ...renderRouted(() => <PasswordReset />, { core, staysOn: () => false }) };
}

type Rendered = Awaited<ReturnType<typeof renderReset>>;

async function askForCode({ user }: Rendered) {
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), PHONE);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }));
}

describe('PasswordReset', () => {
  describe('given the account’s phone and the code sent to it', () => {
    it('sets the new password, which then signs in', async () => {
      const rendered = await renderReset();
      await askForCode(rendered);
      await rendered.user.paste('2468');
      await rendered.user.type(await screen.findByLabelText(/^New password/), NEW_PASSWORD);
      await rendered.user.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
      await rendered.user.click(screen.getByRole('button', { name: 'Save password' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'Your password has been changed. Sign in with your new password.',
      );
      const login = post('auth/login', { email_or_phone: PHONE, password: NEW_PASSWORD });
      expect((await rendered.shop.fetch(login.url, login.init)).status).toBe(200);
    });
  });

  describe('given a wrong code', () => {
    it("says 'Invalid OTP' in place", async () => {
      const rendered = await renderReset();
      await askForCode(rendered);
      await rendered.user.paste('1111');
      expect(await screen.findByText('Invalid OTP')).toBeTruthy();
      expect(screen.queryByLabelText(/^New password/)).toBeNull();
    });
  });

  describe('given a phone that is not one', () => {
    it('says so on the field and sends nothing', async () => {
      const { user, shop } = await renderReset();
      await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '01001234567');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByText('Phone number must not start with 0')).toBeTruthy();
      expect(shop.calls.some((call) => call.path === '/api/v1/auth/forgot-password')).toBe(false);
    });
  });

  it('leads back to sign-in', async () => {
    await renderReset();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/auth/sign-in',
    );
  });

  it('has no serious accessibility violations', async () => {
    const { container } = await renderReset();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
