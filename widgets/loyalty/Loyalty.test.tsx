import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import { formatPrice } from '../../src/core/pricing';
import { createFakeShop, type FakeShop, fakeShopConfig } from '../../src/core/testing';
import { seedPointHistory } from '../../src/core/testing/fakeWalletShop';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { Loyalty } from './Loyalty';
import * as css from './Loyalty.css';
import './define';

// A page of rows renders slowly on a busy machine; axe over it takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const TRANSFER = '/api/v1/customer/loyalty-point/point-transfer';
const price = (amount: number) => formatPrice(amount, fakeShopConfig('en'), 'en');

/** The loyalty points of the customer whose points `shop` holds (or of a visitor). */
async function renderLoyalty(shop: FakeShop, { signedIn = true } = {}) {
  const rendered = await renderOnShop(<Loyalty />, {
    wrap: () => shop.fetch,
    ...(signedIn ? { token: shop.token } : {}),
  });
  cores.push(rendered.core);
  return rendered;
}

async function loadedLedger() {
  const ledger = screen.getByRole('region', { name: 'Transaction history' });
  await waitFor(() => expect(ledger.getAttribute('aria-busy')).toBe('false'));
  return ledger;
}

const pointsHeld = () =>
  within(screen.getByRole('region', { name: 'Your points' })).getByRole('status');
const pointsField = () => screen.getByRole('textbox', { name: /Points to convert/ });

describe('Loyalty', () => {
  describe('given a customer with points', () => {
    it('shows the points held, the shop’s rate and minimum, and the points earned', async () => {
      const shop = createFakeShop();
      await renderLoyalty(shop);
      expect(screen.getByRole('heading', { level: 1, name: 'Loyalty Points' })).toBeTruthy();
      await waitFor(() => expect(pointsHeld().textContent).toBe('320 points'));
      expect(screen.getByText(`Every 10 points make ${price(1)}`)).toBeTruthy();
      expect(screen.getByText('At least 200 points at a time')).toBeTruthy();
      const ledger = await loadedLedger();
      const [row] = within(ledger).getAllByRole('listitem');
      expect(row?.textContent).toContain('Earned from an order');
      expect(row?.textContent).toContain('Credit+320 points');
    });

    it('pages the movements ten at a time with Show more', async () => {
      const shop = createFakeShop();
      seedPointHistory(shop);
      const { user } = await renderLoyalty(shop);
      const ledger = await loadedLedger();
      expect(within(ledger).getByText('13 transactions')).toBeTruthy();
      expect(within(ledger).getAllByRole('listitem')[0]?.textContent).toContain('Debit−200 points');
      await user.click(within(ledger).getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(within(ledger).getAllByRole('listitem')).toHaveLength(13));
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderLoyalty(createFakeShop());
      await loadedLedger();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the customer converts points with the keyboard', () => {
    it('previews the money, asks to confirm, then the shop moves them and the new balances show', async () => {
      const shop = createFakeShop();
      const { user } = await renderLoyalty(shop);
      await waitFor(() => expect(pointsHeld().textContent).toBe('320 points'));
      // Empty before a conversion, the balances' live region is out of the page's flow: no band.
      const balances = screen
        .getAllByRole('status')
        .find((region) => region.previousElementSibling === pointsHeld().closest('section'));
      if (!balances) throw new Error('the balances’ live region is not after the points');
      expect(balances.textContent).toBe('');
      expect(balances.className).toBe(css.quiet);
      await user.type(pointsField(), '250');
      expect(screen.getByText(`You get ${price(25)} in your wallet`)).toBeTruthy();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('alertdialog', {
        name: `Convert 250 points into ${price(25)}?`,
      });
      await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
      await waitFor(() => expect(pointsHeld().textContent).toBe('70 points'));
      expect(shop.calls.filter((call) => call.path === TRANSFER).map((call) => call.body)).toEqual([
        { point: 250 },
      ]);
      expect(shop.orders.balances()).toEqual({ wallet: 150.5, points: 70 });
      expect(
        screen.getByText(
          `Points transferred to your wallet. You now have 70 points and ${price(150.5)} in your wallet.`,
        ),
      ).toBeTruthy();
      expect(balances.className).toBe(css.converted);
      const ledger = await loadedLedger();
      await waitFor(() =>
        expect(within(ledger).getAllByRole('listitem')[0]?.textContent).toContain(
          'Points converted to wallet',
        ),
      );
    });

    it('sends nothing when Cancel is chosen', async () => {
      const shop = createFakeShop();
      const { user } = await renderLoyalty(shop);
      await user.type(pointsField(), '200{Enter}');
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(shop.calls.some((call) => call.path === TRANSFER)).toBe(false);
      expect(shop.orders.balances().points).toBe(320);
    });

    it('refuses fewer than 200 points, more than held, and what is no whole number, on the field', async () => {
      const shop = createFakeShop();
      const { user } = await renderLoyalty(shop);
      await waitFor(() => expect(pointsHeld().textContent).toBe('320 points'));
      await user.type(pointsField(), '150{Enter}');
      expect(await screen.findByText('You need at least 200 points to transfer')).toBeTruthy();
      expect(document.activeElement).toBe(pointsField());
      await user.clear(pointsField());
      await user.type(pointsField(), '400{Enter}');
      expect(await screen.findByText('You do not have enough points')).toBeTruthy();
      await user.clear(pointsField());
      await user.type(pointsField(), '2.5{Enter}');
      expect(await screen.findByText('Enter a whole number of points')).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(shop.calls.some((call) => call.path === TRANSFER)).toBe(false);
    });
  });

  describe('given a shop that asks for more than 200 points at a time', () => {
    it('says its own minimum and holds the customer to it', async () => {
      const shop = createFakeShop({ config: { loyalty_point_minimum_point: 300 } });
      const { user } = await renderLoyalty(shop);
      expect(screen.getByText('At least 300 points at a time')).toBeTruthy();
      await user.type(pointsField(), '250{Enter}');
      expect(await screen.findByText('You need at least 300 points to transfer')).toBeTruthy();
      expect(shop.calls.some((call) => call.path === TRANSFER)).toBe(false);
    });
  });

  describe('given a customer reading in Arabic', () => {
    it('names the page, the points and their history in Arabic', async () => {
      const shop = createFakeShop();
      const rendered = await renderOnShop(<Loyalty />, {
        language: 'ar',
        wrap: () => shop.fetch,
        token: shop.token,
      });
      cores.push(rendered.core);
      expect(screen.getByRole('heading', { level: 1, name: 'نقاط الولاء' })).toBeTruthy();
      const ledger = screen.getByRole('region', { name: 'سجل المعاملات' });
      await waitFor(() => expect(within(ledger).getByText('مكتسبة من طلب')).toBeTruthy());
      expect(within(ledger).getByText('إيداع')).toBeTruthy();
    });
  });

  describe('given a shop with loyalty points off', () => {
    it('says so and reads no points', async () => {
      const shop = createFakeShop({ config: { loyalty_point_status: 0 } });
      await renderLoyalty(shop);
      expect(screen.getByText('Loyalty points are not available')).toBeTruthy();
      expect(shop.calls.some((call) => call.path.includes('loyalty-point'))).toBe(false);
    });
  });

  describe('given a visitor', () => {
    it('asks them to sign in', async () => {
      await renderLoyalty(createFakeShop(), { signedIn: false });
      expect(screen.getByText('You must be login to access this page')).toBeTruthy();
    });
  });

  describe('as the <souq-loyalty> element', () => {
    it('is defined', () => {
      expect(document.createElement('souq-loyalty')).toBeInstanceOf(
        customElements.get('souq-loyalty'),
      );
    });
  });
});
