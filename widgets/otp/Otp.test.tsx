import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { createTestCore, renderRouted, seriousViolations } from '../../src/ui/testing';
import { Otp, type OtpProps } from './Otp';
import './define';

vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const core of cores.splice(0)) core.dispose();
});

const PHONE = '+201001234567';

/**
 * The page on a shop that asks new customers to verify, after `PHONE` signed up there: the fake
 * shop makes its codes of Math.random, so the code sent is 2468.
 */
async function renderVerification(props: OtpProps = { phone: PHONE }, language: Locale = 'en') {
  vi.spyOn(Math, 'random').mockReturnValue(0.2468);
  const shop = createFakeShop({ config: { customer_verification: 1 } });
  const { core } = createTestCore({ language, fetch: shop.fetch });
  cores.push(core);
  await core.session.boot();
  await shop.fetch('http://shop.test/api/v1/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ f_name: 'Mona', l_name: 'Adel', phone: PHONE, password: 'Souq#2026' }),
  });
  // Every navigation leaves the page, as on the storefront.
  return {
    core,
    shop,
    ...renderRouted(() => <Otp {...props} />, { core, staysOn: () => false }),
  };
}

const firstBox = () => screen.getByRole('textbox', { name: 'Digit 1 of 4' });

describe('Otp', () => {
  describe('given the code sent to the phone', () => {
    it('verifies it, says so and goes to sign-in', async () => {
      const { user, core, navigations } = await renderVerification({
        phone: PHONE,
        from: '/product/olive-oil',
      });
      expect(screen.getByText(/Enter the 4-digit code we sent to/).textContent).toContain(PHONE);
      await user.click(firstBox());
      await user.paste('2468');
      await waitFor(() =>
        expect(navigations).toEqual(['/auth/sign-in?from=%2Fproduct%2Folive-oil']),
      );
      expect(core.toasts.toasts.value.map((toast) => toast.message)).toContain(
        'Phone number verified successfully',
      );
    });

    it('takes the code typed in Arabic-Indic digits on the Arabic page', async () => {
      const { user, navigations } = await renderVerification({ phone: PHONE }, 'ar');
      await user.click(screen.getByRole('textbox', { name: 'الرقم 1 من 4' }));
      await user.keyboard('٢٤٦٨');
      await waitFor(() => expect(navigations).toEqual(['/auth/sign-in?from=%2Fhome']));
    });

    it('hands the verified phone to the page that holds the sign-in', async () => {
      const onVerified = vi.fn();
      const { user, navigations } = await renderVerification({ phone: PHONE, onVerified });
      await user.click(firstBox());
      await user.paste('2468');
      await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
      expect(navigations).toEqual([]);
    });
  });

  describe('given a wrong code', () => {
    it("says 'Invalid OTP' in place and stays", async () => {
      const { user, navigations } = await renderVerification();
      await user.click(firstBox());
      await user.paste('1111');
      expect(await screen.findByText('Invalid OTP')).toBeTruthy();
      expect(navigations).toEqual([]);
    });
  });

  describe('given a code that did not come', () => {
    it('counts down, then sends a new one by the phone alone, which verifies', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const { user, navigations, shop } = await renderVerification();
        const resend = screen.getByRole('button', { name: 'Resend code' });
        expect(screen.getByText(/You can resend the code in 60 seconds/)).toBeTruthy();
        expect(resend.hasAttribute('disabled')).toBe(true);
        vi.advanceTimersByTime(61_000);
        await waitFor(() => expect(resend.hasAttribute('disabled')).toBe(false));
        // The new code differs from the first, which stops working.
        vi.spyOn(Math, 'random').mockReturnValue(0.1358);
        await user.click(resend);
        expect(await screen.findByText('A new code is on its way')).toBeTruthy();
        const asked = shop.calls.filter((call) => call.path === '/api/v1/auth/resend-otp');
        expect(asked.map((call) => call.body)).toEqual([{ phone: PHONE }]);
        expect(resend.hasAttribute('disabled')).toBe(true);
        await user.click(firstBox());
        await user.paste('2468');
        expect(await screen.findByText('Invalid OTP')).toBeTruthy();
        await user.click(firstBox());
        await user.paste('1358');
        await waitFor(() => expect(navigations).toEqual(['/auth/sign-in?from=%2Fhome']));
      } finally {
        vi.useRealTimers();
      }
    });

    it('says the server’s refusal of a new code in place', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const { user, shop } = await renderVerification();
        vi.advanceTimersByTime(61_000);
        const resend = screen.getByRole('button', { name: 'Resend code' });
        await waitFor(() => expect(resend.hasAttribute('disabled')).toBe(false));
        shop.failNext('/api/v1/auth/resend-otp', 429, 'Too many requests, please try again later');
        await user.click(resend);
        expect(await screen.findByText('Too many requests, please try again later')).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('given no phone', () => {
    it('leads back to sign-in', async () => {
      await renderVerification({});
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    });
  });

  it('has no serious accessibility violations', async () => {
    const { container } = await renderVerification();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
