import { describe, expect, it } from 'vitest';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';
import { createWalletEndpoints } from './walletEndpoints';

function walletClient() {
  const client = clientWith({
    fetch: fakeFetch(() => jsonReply(200, {})),
    context: { token: 'customer-token' },
  });
  return { ...client, wallet: createWalletEndpoints(client.api.request) };
}

describe('given the wallet calls', () => {
  it('reads the ledger ten at a time from the first page, of every type unless one is asked', async () => {
    const { wallet, fetch } = walletClient();
    await wallet.getWalletTransactions();
    const all = sentRequest(fetch);
    expect(all.url.pathname).toBe('/api/v1/customer/wallet/transactions');
    expect(Object.fromEntries(all.url.searchParams)).toEqual({ limit: '10', offset: '1' });
    await wallet.getWalletTransactions({ offset: 2, type: 'add_fund' });
    expect(Object.fromEntries(sentRequest(fetch).url.searchParams)).toEqual({
      limit: '10',
      offset: '2',
      type: 'add_fund',
    });
  });

  it('starts a top-up with its amount and the address the payment page returns to', async () => {
    const { wallet, fetch } = walletClient();
    await wallet.addFund({ amount: 150, callback: 'https://shop.test/profile?page=wallet' });
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/customer/wallet/add-fund');
    expect(sent.body).toEqual({ amount: 150, callback: 'https://shop.test/profile?page=wallet' });
    expect(sent.headers.get('authorization')).toBe('Bearer customer-token');
  });

  it('asks for the top-up bonuses', async () => {
    const { wallet, fetch } = walletClient();
    await wallet.getWalletBonuses();
    expect(sentRequest(fetch).url.pathname).toBe('/api/v1/customer/wallet/bonuses');
  });
});

describe('given the loyalty point calls', () => {
  it('reads the points ledger a page at a time', async () => {
    const { wallet, fetch } = walletClient();
    await wallet.getLoyaltyTransactions({ offset: 3 });
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/customer/loyalty-point/transactions');
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ limit: '10', offset: '3' });
  });

  it('converts points as 6amMart names them', async () => {
    const { wallet, fetch } = walletClient();
    await wallet.transferPoints(250);
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/customer/loyalty-point/point-transfer');
    expect(sent.body).toEqual({ point: 250 });
  });
});
