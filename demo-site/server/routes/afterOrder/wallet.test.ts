// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorListReply,
  LedgerPage,
  LoyaltyPointTransaction,
  WalletBonus,
  WalletTransaction,
} from '../../../../src/core/api/wire';
import { loyaltyPointTransactions, walletBonuses, walletTransactions } from '../../db/orderSchema';
import { customers } from '../../db/schema';
import { creditPoints } from '../../ledgers/loyalty';
import { creditWallet, debitWallet } from '../../ledgers/wallet';
import { settleTopUp } from '../../orders/addFund';
import { buildWalletBonuses } from '../../seed/walletBonuses';
import { createCustomer } from '../../testing/accountFixtures';
import { call, newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { writeOrderConfig } from '../../testing/placedOrders';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // 10 points make 1 in the wallet.
  await writeOrderConfig(server.db);
  // Today's two, and a bonus whose days are long over.
  const [longOver] = buildWalletBonuses(new Date('2020-01-01'));
  await server.db
    .insert(walletBonuses)
    .values([...buildWalletBonuses(new Date()), ...(longOver ? [longOver] : [])]);
}, 60_000);
afterAll(() => server.close());

const givePoints = (customerId: number, points: number) =>
  server.db.transaction((tx) =>
    creditPoints(tx, { customerId, points, type: 'order_place', reference: 'test' }),
  );
const transfer = (
  token: string | undefined,
  body: Record<string, unknown>,
  language: 'ar' | 'en' = 'en',
) =>
  call(server.app, {
    method: 'POST',
    url: '/api/v1/customer/loyalty-point/point-transfer',
    body,
    language,
    ...(token ? { token } : {}),
  });
const balances = async (customerId: number) => {
  const [row] = await server.db
    .select({ wallet: customers.walletBalance, points: customers.loyaltyPoint })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
};

describe('given a customer whose wallet has moved', () => {
  it('pages the wallet transactions newest first, every type as stored', async () => {
    const customer = await createCustomer(server.db);
    await server.db.transaction(async (tx) => {
      await creditWallet(tx, {
        customerId: customer.id,
        amount: 100,
        type: 'add_fund',
        reference: 'r1',
      });
      await debitWallet(tx, {
        customerId: customer.id,
        amount: 30,
        type: 'order_place',
        reference: '100001',
      });
      await creditWallet(tx, {
        customerId: customer.id,
        amount: 30,
        type: 'order_refund',
        reference: '100001',
      });
    });
    const reply = await call(server.app, {
      url: '/api/v1/customer/wallet/transactions?limit=2',
      token: customer.token,
    });
    expect(reply.statusCode).toBe(200);
    const page = reply.json<LedgerPage<WalletTransaction>>();
    expect(page).toMatchObject({ total_size: 3, limit: '2', offset: '1' });
    expect(page.data).toEqual([
      expect.objectContaining({
        transaction_type: 'order_refund',
        credit: 30,
        debit: 0,
        balance: 100,
      }),
      expect.objectContaining({
        transaction_type: 'order_place',
        credit: 0,
        debit: 30,
        balance: 70,
      }),
    ]);
    expect(page.data[0]?.user_id).toBe(customer.id);
    const second = await call(server.app, {
      url: '/api/v1/customer/wallet/transactions?limit=2&offset=2',
      token: customer.token,
    });
    expect(
      second.json<LedgerPage<WalletTransaction>>().data.map((row) => row.transaction_type),
    ).toEqual(['add_fund']);
  });

  it('lists the bonuses on offer today, in the language asked for', async () => {
    const customer = await createCustomer(server.db);
    const reply = await call(server.app, {
      url: '/api/v1/customer/wallet/bonuses',
      token: customer.token,
      language: 'ar',
    });
    expect(reply.statusCode).toBe(200);
    const bonuses = reply.json<WalletBonus[]>();
    expect(bonuses.map((bonus) => bonus.bonus_type)).toEqual(['percentage', 'amount']);
    expect(bonuses[0]?.title).toBe('اشحن محفظتك واحصل على 10% إضافية');
  });
});

describe('given an approved wallet top-up', () => {
  it('credits the amount with the largest bonus on offer today, as one add_fund movement', async () => {
    const customer = await createCustomer(server.db);
    // 600 earns 10 % capped at 50, more than the flat 25 from 500.
    const bonus = await server.db.transaction((tx) =>
      settleTopUp(tx, { customerId: customer.id, amount: 600, reference: 'payment-1' }),
    );
    expect(bonus).toBe(50);
    const [movement] = await server.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customer.id));
    expect(movement).toMatchObject({
      transactionType: 'add_fund',
      credit: 650,
      adminBonus: 50,
      balance: 650,
      reference: 'payment-1',
    });
    const small = await server.db.transaction((tx) =>
      settleTopUp(tx, { customerId: customer.id, amount: 100, reference: 'payment-2' }),
    );
    expect(small).toBe(0);
    expect((await balances(customer.id))?.wallet).toBe(750);
  });
});

describe('given a customer topping up their wallet through the demo payment page', () => {
  const addFund = (token: string, body: Record<string, unknown>) =>
    call(server.app, { method: 'POST', url: '/api/v1/customer/wallet/add-fund', body, token });
  const pagePath = (reply: { json: () => unknown }) =>
    new URL((reply.json() as { redirect_link: string }).redirect_link).pathname;

  it('answers the payment page; approving it credits the amount and its bonus once', async () => {
    const customer = await createCustomer(server.db);
    const reply = await addFund(customer.token, { amount: 600, payment_method: 'demo' });
    expect(reply.statusCode).toBe(200);
    const page = pagePath(reply);
    expect(page).toMatch(/^\/payment\/[0-9a-f-]{36}$/);
    expect((await call(server.app, { url: page })).statusCode).toBe(200);
    // Nothing moves until the customer approves.
    expect((await balances(customer.id))?.wallet).toBe(0);
    const approved = await call(server.app, { method: 'POST', url: `${page}/approve` });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toContain('status=success');
    await call(server.app, { method: 'POST', url: `${page}/approve` });
    expect((await balances(customer.id))?.wallet).toBe(650);
    const ledger = await call(server.app, {
      url: '/api/v1/customer/wallet/transactions',
      token: customer.token,
    });
    expect(ledger.json<LedgerPage<WalletTransaction>>().data).toEqual([
      expect.objectContaining({ transaction_type: 'add_fund', credit: 650, admin_bonus: 50 }),
    ]);
  });

  it('moves nothing when the customer denies the payment', async () => {
    const customer = await createCustomer(server.db);
    const page = pagePath(await addFund(customer.token, { amount: 300 }));
    const denied = await call(server.app, { method: 'POST', url: `${page}/deny` });
    expect(denied.headers.location).toContain('status=cancel');
    expect((await balances(customer.id))?.wallet).toBe(0);
  });

  it('refuses a bad amount and a callback on a foreign origin with 422, writing nothing', async () => {
    const customer = await createCustomer(server.db);
    for (const amount of [0, -5, 'lots', 100_001, null]) {
      expect((await addFund(customer.token, { amount })).statusCode).toBe(422);
    }
    const foreign = await addFund(customer.token, {
      amount: 100,
      callback: 'https://evil.example/steal',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({
      errors: [{ code: 'callback', message: 'The return address is not allowed' }],
    });
  });
});

describe('given a customer with loyalty points', () => {
  it('converts 250 points into 25 in the wallet, both ledgers written', async () => {
    const customer = await createCustomer(server.db);
    await givePoints(customer.id, 300);
    const reply = await transfer(customer.token, { point: 250 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Points transferred to your wallet' });
    expect(await balances(customer.id)).toEqual({ wallet: 25, points: 50 });
    const wallet = await server.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customer.id));
    expect(wallet).toEqual([
      expect.objectContaining({ transactionType: 'point_to_wallet', credit: 25 }),
    ]);
    const points = await call(server.app, {
      url: '/api/v1/customer/loyalty-point/transactions',
      token: customer.token,
    });
    expect(points.json<LedgerPage<LoyaltyPointTransaction>>().data).toEqual([
      expect.objectContaining({ transaction_type: 'point_to_wallet', debit: 250, balance: 50 }),
      expect.objectContaining({ transaction_type: 'order_place', credit: 300, balance: 300 }),
    ]);
  });

  it('refuses fewer than 200 points, or more than held, translated, changing nothing', async () => {
    const customer = await createCustomer(server.db);
    await givePoints(customer.id, 250);
    const few = await transfer(customer.token, { point: 199 });
    expect(few.statusCode).toBe(422);
    expect(few.json()).toEqual({
      errors: [{ code: 'point', message: 'You need at least 200 points to transfer' }],
    });
    const arabic = await transfer(customer.token, { point: 199 }, 'ar');
    expect(arabic.json<ErrorListReply>().errors[0]?.message).toBe(
      'تحتاج إلى 200 نقطة على الأقل للتحويل',
    );
    const many = await transfer(customer.token, { point: 300 });
    expect(many.statusCode).toBe(422);
    expect(many.json<ErrorListReply>().errors[0]?.message).toBe('You do not have enough points');
    for (const body of [{}, { point: 'lots' }, { point: 250.5 }, { point: -300 }]) {
      expect((await transfer(customer.token, body)).statusCode).toBe(422);
    }
    expect(await balances(customer.id)).toEqual({ wallet: 0, points: 250 });
    const ledger = await server.db
      .select()
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.customerId, customer.id));
    expect(ledger).toHaveLength(1);
  });

  it('lets only one of two simultaneous transfers of the same points through', async () => {
    const customer = await createCustomer(server.db);
    await givePoints(customer.id, 300);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => transfer(customer.token, { point: 200 })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(await balances(customer.id)).toEqual({ wallet: 20, points: 100 });
  });
});

describe('given a caller who is not a signed-in customer, or a shop without the feature', () => {
  const paths = [
    ['GET', '/api/v1/customer/wallet/transactions'],
    ['GET', '/api/v1/customer/wallet/bonuses'],
    ['GET', '/api/v1/customer/loyalty-point/transactions'],
    ['POST', '/api/v1/customer/loyalty-point/point-transfer'],
    ['POST', '/api/v1/customer/wallet/add-fund'],
  ] as const;

  it('answers a guest and nobody with 401', async () => {
    const guestId = await newGuest(server.app);
    for (const [method, url] of paths) {
      expect((await call(server.app, { method, url })).statusCode).toBe(401);
      const asGuest = await call(server.app, { method, url: `${url}?guest_id=${guestId}` });
      expect(asGuest.statusCode).toBe(401);
    }
  });

  it('answers a translated 403 when the wallet or loyalty points are switched off', async () => {
    const customer = await createCustomer(server.db);
    await givePoints(customer.id, 300);
    await writeOrderConfig(server.db, { customer_wallet_status: 0, loyalty_point_status: 0 });
    try {
      const wallet = await call(server.app, { url: paths[0][1], token: customer.token });
      expect(wallet.statusCode).toBe(403);
      expect(wallet.json()).toEqual({
        errors: [{ code: 'wallet', message: 'The wallet is not available' }],
      });
      const points = await transfer(customer.token, { point: 250 }, 'ar');
      expect(points.statusCode).toBe(403);
      expect(points.json<ErrorListReply>().errors[0]?.message).toBe('نقاط الولاء غير متاحة');
      expect(await balances(customer.id)).toEqual({ wallet: 0, points: 300 });
    } finally {
      await writeOrderConfig(server.db);
    }
  });
});
