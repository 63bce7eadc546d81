import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { loyaltyPointTransactions } from '../db/orderSchema';
import { customers } from '../db/schema';

/** One movement of a customer's loyalty points. */
export interface PointMovement {
  customerId: number;
  /** Whole points, more than 0. */
  points: number;
  type: 'order_place' | 'point_to_wallet';
  /** What it is for: the delivered order, the conversion's wallet transaction. */
  reference: string;
}

/** Adds points (a delivered order's) and writes the ledger row, in the caller's transaction. */
export async function creditPoints(tx: Transaction, movement: PointMovement): Promise<number> {
  const [row] = await tx
    .update(customers)
    .set({ loyaltyPoint: sql`${customers.loyaltyPoint} + ${movement.points}` })
    .where(eq(customers.id, movement.customerId))
    .returning({ balance: customers.loyaltyPoint });
  if (!row) throw new Error(`no customer ${movement.customerId} to credit`);
  await record(tx, movement, { credit: movement.points, balance: row.balance });
  return row.balance;
}

/**
 * Spends points and writes the ledger row, in the caller's transaction; answers the points left,
 * or null (and changes nothing) when the customer has fewer. One UPDATE checks and changes.
 */
export async function debitPoints(
  tx: Transaction,
  movement: PointMovement,
): Promise<number | null> {
  const [row] = await tx
    .update(customers)
    .set({ loyaltyPoint: sql`${customers.loyaltyPoint} - ${movement.points}` })
    .where(and(eq(customers.id, movement.customerId), gte(customers.loyaltyPoint, movement.points)))
    .returning({ balance: customers.loyaltyPoint });
  if (!row) return null;
  await record(tx, movement, { debit: movement.points, balance: row.balance });
  return row.balance;
}

async function record(
  tx: Transaction,
  movement: PointMovement,
  change: { credit?: number; debit?: number; balance: number },
): Promise<void> {
  await tx.insert(loyaltyPointTransactions).values({
    customerId: movement.customerId,
    reference: movement.reference,
    transactionType: movement.type,
    credit: change.credit ?? 0,
    debit: change.debit ?? 0,
    balance: change.balance,
  });
}
