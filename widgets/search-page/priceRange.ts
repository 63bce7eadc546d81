/*
 * The price filter's rule: what the shopper typed into the lowest and highest price inputs,
 * read as a range the shop's prices span, or the message that says why it is not one.
 */
import type { PriceRange } from '../../src/core/api/wire';
import type { MessageKey } from '../../src/core/i18n';

/** A price range read from the inputs, or the message key of what is wrong with it. */
export type PriceRangeReading =
  | { ok: true; min: number | null; max: number | null }
  | { ok: false; error: MessageKey; field: 'min' | 'max' };

function amount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * Reads the two inputs: empty is no bound; a bound must be a non-negative number within the
 * shop's span (when known), and the lowest price must not exceed the highest.
 */
export function readPriceRange(
  minText: string,
  maxText: string,
  span: PriceRange | undefined,
): PriceRangeReading {
  const min = amount(minText);
  const max = amount(maxText);
  if (min === undefined) return { ok: false, error: 'Enter a valid price', field: 'min' };
  if (max === undefined) return { ok: false, error: 'Enter a valid price', field: 'max' };
  if (span) {
    const outside = (value: number | null) =>
      value !== null && (value < span.min_price || value > span.max_price);
    if (outside(min)) return { ok: false, error: 'Prices run from {min} to {max}', field: 'min' };
    if (outside(max)) return { ok: false, error: 'Prices run from {min} to {max}', field: 'max' };
  }
  if (min !== null && max !== null && min > max) {
    return { ok: false, error: 'The lowest price cannot be above the highest', field: 'min' };
  }
  return { ok: true, min, max };
}
