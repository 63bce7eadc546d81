/*
 * The bonus a wallet top-up earns (6amMart's wallet bonuses): a percentage of the amount, capped,
 * or a fixed amount, once the top-up reaches the bonus's minimum. Of several bonuses on offer the
 * top-up earns the largest; they never add up.
 */
import { fromMinor, percentOf, toMinor } from './money';

/** A bonus on offer, as `wallet/bonuses` lists it. */
export interface WalletBonusOffer {
  bonus_type: 'percentage' | 'amount';
  bonus_amount: number;
  minimum_add_amount: number;
  /** The most a percentage bonus gives; 0 means no cap. */
  maximum_bonus_amount: number;
}

/** The bonus one offer gives a top-up of `amount`, in major units (0 below its minimum). */
export function bonusOf(offer: WalletBonusOffer, amount: number, digits = 2): number {
  if (amount <= 0 || amount < offer.minimum_add_amount) return 0;
  if (offer.bonus_type === 'amount') return Math.max(0, offer.bonus_amount);
  const bonus = fromMinor(percentOf(toMinor(amount, digits), offer.bonus_amount), digits);
  return offer.maximum_bonus_amount > 0 ? Math.min(bonus, offer.maximum_bonus_amount) : bonus;
}

/** The bonus a top-up of `amount` earns: the largest any offer gives, or 0. */
export function walletBonus(
  offers: readonly WalletBonusOffer[],
  amount: number,
  digits = 2,
): number {
  return offers.reduce((best, offer) => Math.max(best, bonusOf(offer, amount, digits)), 0);
}
