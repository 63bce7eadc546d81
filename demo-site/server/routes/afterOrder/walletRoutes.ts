import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type {
  LedgerPage,
  LoyaltyPointTransaction,
  MessageReply,
  WalletBonus,
  WalletTransaction,
} from '../../../../src/core/api/wire';
import { WALLET_TRANSACTION_TYPES } from '../../../../src/core/orders/walletTransactionTypes';
import { DEFAULT_DIGITS, fromMinor, toMinor } from '../../../../src/core/pricing';
import { checkPointTransfer } from '../../../../src/core/validation';
import type { Database } from '../../db/database';
import { loyaltyPointTransactions, walletTransactions } from '../../db/orderSchema';
import { customers } from '../../db/schema';
import { runningBonuses } from '../../orders/addFund';
import { fail } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { localized, requestLanguage } from '../../http/language';
import { integerField, pagination, parseInput } from '../../http/parseInput';
import { debitPoints } from '../../ledgers/loyalty';
import { creditWallet } from '../../ledgers/wallet';
import { readOrderSettings } from '../../orders/orderSettings';
import { loyaltyTransactionWire, walletTransactionWire } from '../../serializers/order';
import { refuseFailedRules } from '../account/fieldRules';
import { messageReply } from '../account/requestParts';
import type { RouteContext } from '../context';

const pageInput = v.object(pagination);
const walletPageInput = v.object({
  ...pagination,
  /** One transaction type of spec §3; every type when left out (or 'all', as 6amMart's web sends). */
  type: v.optional(v.picklist([...WALLET_TRANSACTION_TYPES, 'all']), 'all'),
});
const transferInput = v.object({ point: integerField(1, 1_000_000_000) });

/** The signed-in customer, once the shop has the wallet switched on (a translated 403 otherwise). */
export async function walletCustomer(db: Database, request: FastifyRequest): Promise<number> {
  const customerId = await requireCustomer(db, request);
  const settings = await readOrderSettings(db);
  if (!settings.walletOn) throw fail(403, 'wallet', 'The wallet is not available');
  return customerId;
}

/** The signed-in customer and the shop's settings, once loyalty points are switched on. */
async function loyaltyCustomer(db: Database, request: FastifyRequest) {
  const customerId = await requireCustomer(db, request);
  const settings = await readOrderSettings(db);
  if (!settings.loyaltyOn) throw fail(403, 'loyalty_point', 'Loyalty points are not available');
  return { customerId, settings };
}

/**
 * The customer's wallet and loyalty points: both ledgers, newest first, the top-up bonuses on
 * offer, and converting points into wallet money. Customers only (401), and only where the shop
 * switched the feature on.
 */
export const walletRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get(
    '/customer/wallet/transactions',
    async (request): Promise<LedgerPage<WalletTransaction>> => {
      const customerId = await walletCustomer(db, request);
      const page = parseInput(walletPageInput, request.query);
      const mine = and(
        eq(walletTransactions.customerId, customerId),
        page.type === 'all' ? undefined : eq(walletTransactions.transactionType, page.type),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(walletTransactions)
          .where(mine)
          .orderBy(desc(walletTransactions.id))
          .limit(page.limit)
          .offset((page.offset - 1) * page.limit),
        db.select({ total: count() }).from(walletTransactions).where(mine),
      ]);
      return {
        total_size: counted?.total ?? 0,
        limit: String(page.limit),
        offset: String(page.offset),
        data: rows.map(walletTransactionWire),
      };
    },
  );

  app.get('/customer/wallet/bonuses', async (request): Promise<WalletBonus[]> => {
    await walletCustomer(db, request);
    const language = requestLanguage(request);
    const rows = await runningBonuses(db);
    return rows.map((row) => ({
      id: row.id,
      title: localized(language, row.title.en, row.title.ar),
      description: localized(language, row.description.en, row.description.ar),
      bonus_type: row.bonusType,
      bonus_amount: row.bonusAmount,
      minimum_add_amount: row.minimumAddAmount,
      maximum_bonus_amount: row.maximumBonusAmount,
      start_date: row.startDate,
      end_date: row.endDate,
    }));
  });

  app.get(
    '/customer/loyalty-point/transactions',
    async (request): Promise<LedgerPage<LoyaltyPointTransaction>> => {
      const { customerId } = await loyaltyCustomer(db, request);
      const page = parseInput(pageInput, request.query);
      const mine = eq(loyaltyPointTransactions.customerId, customerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(loyaltyPointTransactions)
          .where(mine)
          .orderBy(desc(loyaltyPointTransactions.id))
          .limit(page.limit)
          .offset((page.offset - 1) * page.limit),
        db.select({ total: count() }).from(loyaltyPointTransactions).where(mine),
      ]);
      return {
        total_size: counted?.total ?? 0,
        limit: String(page.limit),
        offset: String(page.offset),
        data: rows.map(loyaltyTransactionWire),
      };
    },
  );

  // The points are taken and the money given in one transaction; taking them is one UPDATE that
  // checks the balance, so two transfers at once can never spend the same points twice.
  app.post('/customer/loyalty-point/point-transfer', async (request): Promise<MessageReply> => {
    const { customerId, settings } = await loyaltyCustomer(db, request);
    if (!settings.walletOn) throw fail(403, 'wallet', 'The wallet is not available');
    const { point } = parseInput(transferInput, request.body);
    const [held] = await db
      .select({ points: customers.loyaltyPoint })
      .from(customers)
      .where(eq(customers.id, customerId));
    refuseFailedRules({ point: checkPointTransfer(point, held?.points ?? 0) });
    const amount = fromMinor(
      toMinor(point / settings.pointsPerMoney, DEFAULT_DIGITS),
      DEFAULT_DIGITS,
    );
    await db.transaction(async (tx) => {
      const left = await debitPoints(tx, {
        customerId,
        points: point,
        type: 'point_to_wallet',
        reference: `wallet:${amount}`,
      });
      if (left === null) throw fail(422, 'point', 'You do not have enough points');
      await creditWallet(tx, {
        customerId,
        amount,
        type: 'point_to_wallet',
        reference: `points:${point}`,
      });
    });
    return messageReply(request, 'Points transferred to your wallet');
  });
};
