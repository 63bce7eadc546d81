// @vitest-environment node
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { loyaltyPointTransactions, walletTransactions } from '../db/orderSchema';
import { customers } from '../db/schema';
import { createCustomer } from '../testing/accountFixtures';
import { openTestDatabase } from '../testing/testDatabase';
import { creditPoints, debitPoints } from './loyalty';
import { creditWallet, debitWallet } from './wallet';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 30_000);
afterAll(() => database.close());

const balanceOf = async (customerId: number) => {
  const [row] = await database.db
    .select({ wallet: customers.walletBalance, points: customers.loyaltyPoint })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
};

describe('the wallet ledger', () => {
  it('credits and debits, writing each movement with the balance after it', async () => {
    const { id } = await createCustomer(database.db);
    await database.db.transaction(async (tx) => {
      await creditWallet(tx, { customerId: id, amount: 100, type: 'add_fund', reference: 'r1' });
      await debitWallet(tx, {
        customerId: id,
        amount: 30.5,
        type: 'order_place',
        reference: '100001',
      });
    });

    expect((await balanceOf(id))?.wallet).toBe(69.5);
    const rows = await database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, id))
      .orderBy(asc(walletTransactions.id));
    expect(
      rows.map(({ transactionType, credit, debit, balance, reference }) => ({
        transactionType,
        credit,
        debit,
        balance,
        reference,
      })),
    ).toEqual([
      { transactionType: 'add_fund', credit: 100, debit: 0, balance: 100, reference: 'r1' },
      {
        transactionType: 'order_place',
        credit: 0,
        debit: 30.5,
        balance: 69.5,
        reference: '100001',
      },
    ]);
  });

  it('refuses a debit larger than the balance and changes nothing', async () => {
    const { id } = await createCustomer(database.db);
    const left = await database.db.transaction(async (tx) => {
      await creditWallet(tx, { customerId: id, amount: 10, type: 'add_fund', reference: 'r' });
      return debitWallet(tx, {
        customerId: id,
        amount: 10.01,
        type: 'order_place',
        reference: 'o',
      });
    });

    expect(left).toBeNull();
    expect((await balanceOf(id))?.wallet).toBe(10);
  });

  it('lets only as many of 20 simultaneous debits pass as the balance pays for', async () => {
    const { id } = await createCustomer(database.db);
    await database.db.transaction((tx) =>
      creditWallet(tx, { customerId: id, amount: 50, type: 'add_fund', reference: 'r' }),
    );

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        database.db.transaction((tx) =>
          debitWallet(tx, {
            customerId: id,
            amount: 10,
            type: 'order_place',
            reference: `${index}`,
          }),
        ),
      ),
    );

    expect(outcomes.filter((balance) => balance !== null)).toHaveLength(5);
    expect((await balanceOf(id))?.wallet).toBe(0);
  });
});

describe('the loyalty points ledger', () => {
  it('credits points, and spends them only while there are enough', async () => {
    const { id } = await createCustomer(database.db);
    const [afterCredit, afterSpend, refused] = await database.db.transaction(async (tx) => [
      await creditPoints(tx, {
        customerId: id,
        points: 250,
        type: 'order_place',
        reference: '100002',
      }),
      await debitPoints(tx, {
        customerId: id,
        points: 200,
        type: 'point_to_wallet',
        reference: 'w',
      }),
      await debitPoints(tx, {
        customerId: id,
        points: 51,
        type: 'point_to_wallet',
        reference: 'w2',
      }),
    ]);

    expect([afterCredit, afterSpend, refused]).toEqual([250, 50, null]);
    expect((await balanceOf(id))?.points).toBe(50);
    const rows = await database.db
      .select({ credit: loyaltyPointTransactions.credit, debit: loyaltyPointTransactions.debit })
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.customerId, id))
      .orderBy(asc(loyaltyPointTransactions.id));
    expect(rows).toEqual([
      { credit: 250, debit: 0 },
      { credit: 0, debit: 200 },
    ]);
  });
});
