import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import { formatPrice } from '../../src/core/pricing';
import { createFakeShop, type FakeShop, fakeShopConfig } from '../../src/core/testing';
import type { ToastType } from '../../src/core/toast';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { Referral } from './Referral';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
  Reflect.deleteProperty(window.navigator, 'share');
  Reflect.deleteProperty(window.navigator, 'clipboard');
});

const price = (amount: number) => formatPrice(amount, fakeShopConfig('en'), 'en');

/** The referral page of the fixture customer (code SARA2024), or of a visitor. */
async function renderReferral(shop: FakeShop = createFakeShop(), { signedIn = true } = {}) {
  const rendered = await renderOnShop(<Referral />, {
    wrap: () => shop.fetch,
    ...(signedIn ? { token: shop.token } : {}),
  });
  cores.push(rendered.core);
  const toasts = (type: ToastType) =>
    rendered.core.toasts.toasts.value
      .filter((toast) => toast.type === type)
      .map((toast) => toast.message);
  return { ...rendered, toasts };
}

/** Stands in for a browser API on `navigator` (the clipboard, the share sheet). */
function stubNavigator<T>(name: 'clipboard' | 'share', value: T): T {
  Object.defineProperty(window.navigator, name, { configurable: true, value });
  return value;
}

describe('Referral', () => {
  describe('given a customer with a referral code', () => {
    it('shows the code, how it works and what each friend earns the customer', async () => {
      await renderReferral();
      expect(screen.getByRole('heading', { level: 1, name: 'Referral Code' })).toBeTruthy();
      const code = await screen.findByText('SARA2024');
      expect(code.tagName).toBe('CODE');
      expect(code.getAttribute('dir')).toBe('ltr');
      expect(
        screen.getByText('Share your code with friends: they enter it when they sign up.'),
      ).toBeTruthy();
      expect(
        screen.getByText(
          `You earn ${price(50)} in your wallet for every friend who signs up with your code.`,
        ),
      ).toBeTruthy();
    });

    it('says nothing of earnings when the shop names no reward', async () => {
      const shop = createFakeShop({ config: { ref_earning_exchange_rate: 0 } });
      await renderReferral(shop);
      await screen.findByText('SARA2024');
      expect(screen.queryByText(/You earn/)).toBeNull();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderReferral();
      await screen.findByText('SARA2024');
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the customer copies the code with the keyboard', () => {
    it('writes it to the clipboard and says it was copied', async () => {
      const { user, toasts } = await renderReferral();
      // After the render: user-event puts its own clipboard in place when it is set up.
      const clipboard = stubNavigator('clipboard', { writeText: vi.fn(async () => undefined) });
      await screen.findByText('SARA2024');
      await user.tab();
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Copy code SARA2024' }),
      );
      await user.keyboard('{Enter}');
      await waitFor(() => expect(toasts('success')).toEqual(['Referral code copied']));
      expect(clipboard.writeText).toHaveBeenCalledWith('SARA2024');
    });

    it('selects the code and says to copy it by hand when the clipboard is refused', async () => {
      const { user, toasts } = await renderReferral();
      stubNavigator('clipboard', {
        writeText: vi.fn(async () => {
          throw new DOMException('Write permission denied.', 'NotAllowedError');
        }),
      });
      await user.click(await screen.findByRole('button', { name: 'Copy code SARA2024' }));
      await waitFor(() =>
        expect(toasts('error')).toEqual([
          'The code could not be copied. It is selected: copy it yourself.',
        ]),
      );
      expect(document.getSelection()?.toString()).toBe('SARA2024');
    });
  });

  describe('when the browser has a share sheet', () => {
    it('offers Share, which hands the sheet an invitation with the code', async () => {
      const share = stubNavigator(
        'share',
        vi.fn(async (_data: ShareData) => undefined),
      );
      const { user } = await renderReferral();
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Souq',
        text: 'Sign up with my code SARA2024 and start shopping.',
      });
    });

    it('takes a closed sheet as no failure', async () => {
      stubNavigator(
        'share',
        vi.fn(async () => {
          throw new DOMException('Share canceled', 'AbortError');
        }),
      );
      const { user, toasts } = await renderReferral();
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(toasts('error')).toEqual([]);
    });
  });

  describe('when the browser has no share sheet', () => {
    it('offers Copy only', async () => {
      await renderReferral();
      await screen.findByText('SARA2024');
      expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    });
  });

  describe('given a shop with referrals off', () => {
    it('says so and shows no code', async () => {
      await renderReferral(createFakeShop({ config: { ref_earning_status: 0 } }));
      expect(screen.getByText('Referral rewards are not available')).toBeTruthy();
      expect(screen.queryByText('SARA2024')).toBeNull();
    });
  });

  describe('given a visitor', () => {
    it('asks them to sign in', async () => {
      await renderReferral(createFakeShop(), { signedIn: false });
      expect(screen.getByText('You must be login to access this page')).toBeTruthy();
    });
  });

  describe('as the <souq-referral> element', () => {
    it('is defined', () => {
      expect(document.createElement('souq-referral')).toBeInstanceOf(
        customElements.get('souq-referral'),
      );
    });
  });
});
