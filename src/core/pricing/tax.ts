import type { Config } from '../api/wire';
import { fromMinor, nonNegative, precision, roundHalfAway, toMinor } from './money';

/** Tax on an amount and the amount it leaves to pay, in major units. */
export interface TaxResult {
  tax: number;
  total: number;
}

/** Tax in minor units; see `taxOn`. */
export function taxOnMinor(
  amount: number,
  taxPercent: number,
  taxIncluded: Config['tax_included'],
): TaxResult {
  const base = Math.max(0, amount);
  const percent = nonNegative(taxPercent);
  if (taxIncluded === 1) {
    return { tax: roundHalfAway((percent * base) / (100 + percent)), total: base };
  }
  const tax = roundHalfAway((base * percent) / 100);
  return { tax, total: base + tax };
}

/**
 * Tax on `amount` (negative amounts and rates count as 0). With `taxIncluded` 1 the tax is
 * extracted from the amount (`tax = taxPercent × amount / (100 + taxPercent)`, total unchanged);
 * with 0 it is added on top.
 */
export function taxOn(
  amount: number,
  taxPercent: number,
  taxIncluded: Config['tax_included'],
  digits?: number,
): TaxResult {
  const places = precision(digits);
  const minor = taxOnMinor(toMinor(amount, places), taxPercent, taxIncluded);
  return { tax: fromMinor(minor.tax, places), total: fromMinor(minor.total, places) };
}
