import type { Transaction } from '../db/database';
import { walletBonuses } from '../db/orderSchema';
import { isoDay } from '../routes/catalog/today';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo's two wallet top-up bonuses (`wallet/bonuses`): a percentage with a cap and a fixed
 * amount, running from a month before the seed to a year after it, so they are always on offer.
 */
export function buildWalletBonuses(now: Date): (typeof walletBonuses.$inferInsert)[] {
  const startDate = isoDay(new Date(now.getTime() - 30 * DAY_MS));
  const endDate = isoDay(new Date(now.getTime() + 365 * DAY_MS));
  return [
    {
      title: { en: 'Top up and get 10% more', ar: 'اشحن محفظتك واحصل على 10% إضافية' },
      description: {
        en: 'Add 200 or more to your wallet and get 10% extra, up to 50.',
        ar: 'أضف 200 أو أكثر إلى محفظتك واحصل على 10% إضافية بحد أقصى 50.',
      },
      bonusType: 'percentage',
      bonusAmount: 10,
      minimumAddAmount: 200,
      maximumBonusAmount: 50,
      startDate,
      endDate,
    },
    {
      title: { en: 'A gift of 25 on a 500 top-up', ar: 'هدية 25 عند شحن 500' },
      description: {
        en: 'Add 500 or more to your wallet in one go and get 25 on top.',
        ar: 'أضف 500 أو أكثر إلى محفظتك مرة واحدة واحصل على 25 فوقها.',
      },
      bonusType: 'amount',
      bonusAmount: 25,
      minimumAddAmount: 500,
      maximumBonusAmount: 0,
      startDate,
      endDate,
    },
  ];
}

/** Writes the demo's wallet bonuses, in the seed's transaction. */
export async function insertWalletBonuses(tx: Transaction, now: Date): Promise<void> {
  await tx.insert(walletBonuses).values(buildWalletBonuses(now));
}
