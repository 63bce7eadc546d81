import { eq } from 'drizzle-orm';
import { DEFAULT_DIGITS, precision } from '../../../src/core/pricing';
import type { Database, Transaction } from '../db/database';
import { settings } from '../db/schema';

/**
 * The decimals the shop prices in (config `digit_after_decimal_point`); the core's default when
 * the config is missing or does not say, so a price check never fails for want of a setting.
 */
export async function shopDigits(db: Database | Transaction): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'config'))
    .limit(1);
  const value: unknown = row?.value;
  if (typeof value !== 'object' || value === null || !('digit_after_decimal_point' in value)) {
    return DEFAULT_DIGITS;
  }
  const digits = value.digit_after_decimal_point;
  return typeof digits === 'number' ? precision(digits) : DEFAULT_DIGITS;
}
