import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import type { WALLET_TRANSACTION_TYPES } from '../../../src/core/orders/walletTransactionTypes';
import { walletTransactions } from '../db/orderSchema';
import { customers } from '../db/schema';

/** A wallet transaction type of spec §3. */
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** One movement of a customer's wallet. */
export interface WalletMovement {
  customerId: number;
  /** Money, in the shop's currency, more than 0. */
  amount: number;
  type: WalletTransactionType;
  /** What it is for: an order id, a payment request, a points conversion. */
  reference: string;
  /** The shop's bonus that came with a top-up, part of `amount`. */
  adminBonus?: number;
}

/**
 * Adds money to a wallet and writes its ledger row, in the caller's transaction. The balance is
 * changed by one UPDATE, so concurrent credits and debits of the same wallet queue on its row.
 * Answers the balance after it.
 */
export async function creditWallet(tx: Transaction, movement: WalletMovement): Promise<number> {
  const [row] = await tx
    .update(customers)
    .set({ walletBalance: sql`${customers.walletBalance} + ${movement.amount}` })
    .where(eq(customers.id, movement.customerId))
    .returning({ balance: customers.walletBalance });
  if (!row) throw new Error(`no customer ${movement.customerId} to credit`);
  await record(tx, movement, { credit: movement.amount, balance: row.balance });
  return row.balance;
}

/**
 * Takes money from a wallet and writes its ledger row, in the caller's transaction; answers the
 * balance after it, or null (and changes nothing) when the wallet holds less than the amount.
 * The check and the change are one UPDATE: two debits racing for the last pound cannot both pass.
 */
export async function debitWallet(
  tx: Transaction,
  movement: WalletMovement,
): Promise<number | null> {
  const [row] = await tx
    .update(customers)
    .set({ walletBalance: sql`${customers.walletBalance} - ${movement.amount}` })
    .where(
      and(eq(customers.id, movement.customerId), gte(customers.walletBalance, movement.amount)),
    )
    .returning({ balance: customers.walletBalance });
  if (!row) return null;
  await record(tx, movement, { debit: movement.amount, balance: row.balance });
  return row.balance;
}

async function record(
  tx: Transaction,
  movement: WalletMovement,
  change: { credit?: number; debit?: number; balance: number },
): Promise<void> {
  await tx.insert(walletTransactions).values({
    customerId: movement.customerId,
    reference: movement.reference,
    transactionType: movement.type,
    credit: change.credit ?? 0,
    debit: change.debit ?? 0,
    adminBonus: movement.adminBonus ?? 0,
    balance: change.balance,
  });
}
