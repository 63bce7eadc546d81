/*
 * The rates of the loyalty points and the referral rewards, from the configuration's 6amMart
 * fields. A rate the shop has not set (or set to nonsense) is null, and the pages say nothing of it
 * rather than a wrong amount.
 */
import type { Config } from '../api/wire';
import { DEFAULT_DIGITS, fromMinor, toMinor } from '../pricing/money';
import { LOYALTY_POINT_TRANSFER_MINIMUM } from '../validation/loyaltyRules';

/** What points are worth and what a referral earns. */
export interface RewardRates {
  /** loyalty_point_exchange_rate: how many points make one unit of money in the wallet. */
  pointsPerMoney: number | null;
  /** loyalty_point_minimum_point: fewest points converted at once, never under spec §9's 200. */
  minimumPoints: number;
  /** ref_earning_exchange_rate: what the customer's wallet receives for a friend who signs up. */
  referrerEarning: number | null;
}

/** A rate above 0, or null. */
function positive(value: unknown): number | null {
  const rate = Number(value);
  return value !== undefined && value !== null && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** The reward rates a configuration names. */
export function rewardRates(config: Config | null): RewardRates {
  return {
    pointsPerMoney: positive(config?.loyalty_point_exchange_rate),
    minimumPoints: Math.max(
      LOYALTY_POINT_TRANSFER_MINIMUM,
      positive(config?.loyalty_point_minimum_point) ?? 0,
    ),
    referrerEarning: positive(config?.ref_earning_exchange_rate),
  };
}

/** The money `points` make at `pointsPerMoney`, to the minor unit, as the server converts them. */
export function pointsWorth(points: number, pointsPerMoney: number): number {
  return fromMinor(toMinor(points / pointsPerMoney, DEFAULT_DIGITS), DEFAULT_DIGITS);
}
