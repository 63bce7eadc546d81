import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { walletTransactions } from '../db/orderSchema';
import { customers } from '../db/schema';
import { creditPoints } from '../ledgers/loyalty';
import { creditWallet } from '../ledgers/wallet';
import type { OrderSettings } from './orderSettings';

/** The delivered order, as far as its rewards need it. */
export interface DeliveredOrder {
  id: number;
  customerId: number | null;
  orderAmount: number;
}

/** The wallet reference of the referral reward a customer's first delivered order pays. */
export const referralReference = (customerId: number) => `referral:${customerId}`;

/**
 * What a delivered order earns, in the transaction that delivers it: loyalty points for its
 * customer, and the referrer's reward when it is the referred customer's first delivered order.
 * The referred customer's row is locked before the check, so two of their orders delivered at
 * once queue there and the second sees the first's reward: it is paid exactly once.
 */
export async function rewardDelivery(
  tx: Transaction,
  order: DeliveredOrder,
  settings: OrderSettings,
): Promise<void> {
  const customerId = order.customerId;
  if (customerId === null) return;
  if (settings.loyaltyOn) {
    const points = Math.floor((order.orderAmount * settings.pointsPercent) / 100);
    if (points > 0) {
      await creditPoints(tx, {
        customerId,
        points,
        type: 'order_place',
        reference: String(order.id),
      });
    }
  }
  if (!settings.referralOn) return;
  const [customer] = await tx
    .select({ refBy: customers.refBy })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!customer?.refBy) return;
  const reference = referralReference(customerId);
  const [paid] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.reference, reference),
        eq(walletTransactions.transactionType, 'referrer'),
      ),
    )
    .limit(1);
  if (paid) return;
  await creditWallet(tx, {
    customerId: customer.refBy,
    amount: settings.referralAmount,
    type: 'referrer',
    reference,
  });
}
