import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import { formatPrice } from '../../src/core/pricing';
import { createFakeShop, type FakeShop, fakeShopConfig } from '../../src/core/testing';
import { seedWalletHistory } from '../../src/core/testing/fakeWalletShop';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { leavePage } from '../../src/ui/leavePage';
import { Wallet, type WalletProps } from './Wallet';
import './define';

vi.mock('../../src/ui/leavePage', () => ({ leavePage: vi.fn() }));

// A page of rows renders slowly on a busy machine; axe over it takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

beforeEach(() => {
  vi.mocked(leavePage).mockClear();
});

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const TRANSACTIONS = '/api/v1/customer/wallet/transactions';
const price = (amount: number) => formatPrice(amount, fakeShopConfig('en'), 'en');

/** The wallet of the customer whose money `wallet` holds (or of a visitor). */
async function renderWallet(
  wallet: FakeShop,
  { props = {}, signedIn = true }: { props?: WalletProps; signedIn?: boolean } = {},
) {
  const rendered = await renderOnShop(<Wallet {...props} />, {
    wrap: () => wallet.fetch,
    ...(signedIn ? { token: wallet.token } : {}),
  });
  cores.push(rendered.core);
  return rendered;
}

/** The ledger once its first page is there. */
async function loadedLedger() {
  const ledger = screen.getByRole('region', { name: 'Transaction history' });
  await waitFor(() => expect(ledger.getAttribute('aria-busy')).toBe('false'));
  return ledger;
}

const balance = () =>
  within(screen.getByRole('region', { name: 'Wallet balance' })).getByRole('status');

const rows = (ledger: HTMLElement) => within(ledger).queryAllByRole('listitem');

describe('Wallet', () => {
  describe('given a customer with a wallet', () => {
    it('shows the balance and the opening top-up with its sign, its word and the balance after', async () => {
      const wallet = createFakeShop();
      await renderWallet(wallet);
      expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
      await waitFor(() => expect(balance().textContent).toBe(price(125.5)));
      const ledger = await loadedLedger();
      expect(within(ledger).getByText('1 transaction')).toBeTruthy();
      const [row] = rows(ledger);
      if (!row) throw new Error('no row');
      expect(within(row).getByText('Funds added')).toBeTruthy();
      expect(row.textContent).toContain(`Credit+${price(125.5)}`);
      expect(within(row).getByText(`Balance after: ${price(125.5)}`)).toBeTruthy();
    });

    it('names every type of spec §3 in words, money out with a minus and the word Debit', async () => {
      const wallet = createFakeShop();
      seedWalletHistory(wallet);
      await renderWallet(wallet);
      const ledger = await loadedLedger();
      expect(rows(ledger)).toHaveLength(10);
      const newest = rows(ledger)[0];
      expect(newest?.textContent).toContain('Order payment');
      expect(newest?.textContent).toContain(`Debit−${price(35.25)}`);
      for (const words of [
        'Funds added',
        'Order refund',
        'Funds added by admin',
        'Loyalty points',
        'Referral reward',
        'Partial payment',
        'Points converted to wallet',
      ]) {
        expect(within(ledger).getAllByText(words).length).toBeGreaterThan(0);
      }
    });

    it('pages the transactions ten at a time with Show more', async () => {
      const wallet = createFakeShop();
      seedWalletHistory(wallet);
      const { user } = await renderWallet(wallet);
      const ledger = await loadedLedger();
      expect(within(ledger).getByText('12 transactions')).toBeTruthy();
      await user.click(within(ledger).getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(rows(ledger)).toHaveLength(12));
      const pages = wallet.calls.filter((call) => call.path === TRANSACTIONS);
      expect(pages.map((call) => call.query.offset)).toEqual(['1', '2']);
    });

    it('has no serious accessibility violations', async () => {
      const wallet = createFakeShop();
      seedWalletHistory(wallet);
      const { container } = await renderWallet(wallet);
      await loadedLedger();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the customer filters by type with the keyboard', () => {
    it('asks the server for that type only and lists what it answers', async () => {
      const wallet = createFakeShop();
      seedWalletHistory(wallet);
      const { user } = await renderWallet(wallet);
      await loadedLedger();
      const filter = screen.getByRole('combobox', { name: 'Transaction type' });
      await user.selectOptions(filter, 'Referral reward');
      const ledger = await loadedLedger();
      await waitFor(() => expect(within(ledger).getByText('1 transaction')).toBeTruthy());
      expect(rows(ledger)[0]?.textContent).toContain('Referral reward');
      expect(wallet.calls.at(-1)?.query.type).toBe('referrer');
    });

    it('says when no transaction is of the type chosen', async () => {
      const wallet = createFakeShop();
      const { user } = await renderWallet(wallet);
      await loadedLedger();
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Transaction type' }),
        'referrer',
      );
      await waitFor(() => expect(screen.getByText('No transactions of this type.')).toBeTruthy());
    });
  });

  describe('when the customer adds funds', () => {
    it('refuses an amount out of bounds on the field, and sends nothing', async () => {
      const wallet = createFakeShop();
      const { user } = await renderWallet(wallet);
      const amount = screen.getByRole('textbox', { name: /Amount to add/ });
      await user.type(amount, '0');
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() =>
        expect(screen.getByText('Enter an amount from 1 to 100,000')).toBeTruthy(),
      );
      expect(document.activeElement).toBe(amount);
      expect(wallet.calls.some((call) => call.path.endsWith('/add-fund'))).toBe(false);
    });

    it('starts the top-up with the amount and this page to come back to, then leaves for the payment page', async () => {
      const wallet = createFakeShop();
      const { user } = await renderWallet(wallet);
      await user.type(screen.getByRole('textbox', { name: /Amount to add/ }), '٢٥٠{Enter}');
      await waitFor(() => expect(leavePage).toHaveBeenCalledTimes(1));
      const topUp = wallet.calls.find((call) => call.path === '/api/v1/customer/wallet/add-fund');
      expect(topUp?.body).toEqual({
        amount: 250,
        callback: new URL('/profile?page=wallet', window.location.href).href,
      });
      expect(vi.mocked(leavePage).mock.calls[0]?.[0]).toMatch(/^http:\/\/fake\.shop\/payment\//);
    });

    it('says so in place when the top-up could not be started', async () => {
      const wallet = createFakeShop();
      wallet.failNext('/api/v1/customer/wallet/add-fund', 500, 'Internal server error');
      const { user } = await renderWallet(wallet);
      await user.type(screen.getByRole('textbox', { name: /Amount to add/ }), '100{Enter}');
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('Your top-up could not be started.'),
      );
      expect(leavePage).not.toHaveBeenCalled();
    });
  });

  describe('when the payment page brings the customer back', () => {
    it('says the money is in the wallet after a payment that went through', async () => {
      await renderWallet(createFakeShop(), { props: { paymentStatus: 'success' } });
      expect(
        screen.getByText('Your payment went through: the amount is in your wallet.'),
      ).toBeTruthy();
    });

    it('says nothing was added after a payment that failed or was denied', async () => {
      await renderWallet(createFakeShop(), { props: { paymentStatus: 'cancel' } });
      expect(screen.getByRole('alert').textContent).toBe(
        'Payment Denied Nothing was added to your wallet.',
      );
    });
  });

  describe('given a shop with the wallet off', () => {
    it('says the wallet is not available and reads no transaction', async () => {
      const wallet = createFakeShop({ config: { customer_wallet_status: 0 } });
      await renderWallet(wallet);
      expect(screen.getByText('The wallet is not available')).toBeTruthy();
      expect(wallet.calls.some((call) => call.path === TRANSACTIONS)).toBe(false);
    });
  });

  describe('given a visitor', () => {
    it('asks them to sign in and come back to the wallet', async () => {
      await renderWallet(createFakeShop(), { signedIn: false });
      expect(screen.getByText('You must be login to access this page')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toContain(
        encodeURIComponent('/profile?page=wallet'),
      );
    });
  });

  describe('as the <souq-wallet> element', () => {
    it('is defined with its payment-status attribute', () => {
      const element = document.createElement('souq-wallet');
      expect(element).toBeInstanceOf(customElements.get('souq-wallet'));
    });
  });
});
