import { reachesFreeDelivery } from './deliveryFee';
import { fromMinor, nonNegative, precision, roundHalfAway, toMinor } from './money';

/** How far a cart is from free delivery. */
export interface FreeDeliveryProgress {
  /** Whole percent of the threshold reached, 0..100. */
  percent: number;
  /** Amount still missing, in major units; 0 exactly when the threshold is reached. */
  remaining: number;
}

/**
 * Progress towards `freeDeliveryOver`: percent = subtotal / freeDeliveryOver × 100, rounded and
 * clamped to 0..100. Pass the items total after item discounts so that a full bar coincides with
 * `deliveryFee` dropping to 0. A threshold of 0 or less counts as already reached.
 */
export function freeDeliveryProgress(
  subtotal: number,
  freeDeliveryOver: number,
  digits?: number,
): FreeDeliveryProgress {
  const places = precision(digits);
  const reached = toMinor(nonNegative(subtotal), places);
  const threshold = toMinor(nonNegative(freeDeliveryOver), places);
  if (threshold === 0 || reachesFreeDelivery(reached, threshold)) {
    return { percent: 100, remaining: 0 };
  }
  return {
    percent: Math.min(100, Math.max(0, roundHalfAway((reached * 100) / threshold))),
    remaining: fromMinor(threshold - reached, places),
  };
}
