import { latinDigits } from './latinDigits';
import { type RuleResult, refuse } from './ruleResult';

/** Fewest loyalty points that can be converted into wallet money at once (spec §9). */
export const LOYALTY_POINT_TRANSFER_MINIMUM = 200;

/** The points a customer asks to convert: at least the minimum, and no more than they hold. */
export function checkPointTransfer(points: number, held: number): RuleResult {
  if (points < LOYALTY_POINT_TRANSFER_MINIMUM) {
    return refuse('You need at least {min} points to transfer', {
      min: LOYALTY_POINT_TRANSFER_MINIMUM,
    });
  }
  return points > held ? refuse('You do not have enough points') : null;
}

/** The points a typed count names (Latin or Arabic-Indic digits), or null when it is no whole number. */
export function readPointCount(text: string): number | null {
  const latin = latinDigits(text.trim());
  return /^\d{1,9}$/.test(latin) ? Number(latin) : null;
}
