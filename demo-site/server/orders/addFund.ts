import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { walletBonus } from '../../../src/core/pricing';
import type { Database, Transaction } from '../db/database';
import { walletBonuses } from '../db/orderSchema';
import { creditWallet } from '../ledgers/wallet';
import type { PaymentRequestRow } from '../payment/paymentRequests';
import { isoDay } from '../routes/catalog/today';

/** An approved wallet top-up: whose, how much, and the payment request it was paid through. */
export interface ApprovedTopUp {
  customerId: number;
  amount: number;
  reference: string;
}

/** The wallet bonuses on offer on the day of `now`, oldest first. */
export function runningBonuses(db: Database | Transaction, now = new Date()) {
  const today = isoDay(now);
  return db
    .select()
    .from(walletBonuses)
    .where(
      and(
        eq(walletBonuses.status, true),
        lte(walletBonuses.startDate, today),
        gte(walletBonuses.endDate, today),
      ),
    )
    .orderBy(asc(walletBonuses.id));
}

/**
 * Credits an approved top-up with the largest bonus on offer that day (src/core/pricing
 * walletBonus), as one `add_fund` movement whose admin_bonus is the bonus, in the caller's
 * transaction (the one that marks the payment request approved). Answers the bonus.
 */
export async function settleTopUp(
  tx: Transaction,
  topUp: ApprovedTopUp,
  now = new Date(),
): Promise<number> {
  const offers = await runningBonuses(tx, now);
  const bonus = walletBonus(
    offers.map((offer) => ({
      bonus_type: offer.bonusType,
      bonus_amount: offer.bonusAmount,
      minimum_add_amount: offer.minimumAddAmount,
      maximum_bonus_amount: offer.maximumBonusAmount,
    })),
    topUp.amount,
  );
  await creditWallet(tx, {
    customerId: topUp.customerId,
    amount: topUp.amount + bonus,
    type: 'add_fund',
    reference: topUp.reference,
    adminBonus: bonus,
  });
  return bonus;
}

/**
 * The demo payment page's settler of a wallet top-up (purpose add_fund): approved, the amount and
 * its bonus reach the wallet in the page's transaction; denied, nothing moves.
 */
export async function settleTopUpPayment(
  tx: Transaction,
  request: PaymentRequestRow,
  approved: boolean,
): Promise<void> {
  if (!approved || request.customerId === null) return;
  await settleTopUp(tx, {
    customerId: request.customerId,
    amount: request.amount,
    reference: request.id,
  });
}
