import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { settings } from '../db/schema';
import { PHONE_VERIFICATION_SETTING } from '../routes/account/phoneVerification';

/**
 * Turns the shop's phone verification (config `customer_verification`) on or off, keeping the
 * rest of the config; a database with no config gets one holding this key alone.
 */
export async function setPhoneVerification(db: Database, on: boolean): Promise<void> {
  const value = { [PHONE_VERIFICATION_SETTING]: on ? 1 : 0 };
  await db
    .insert(settings)
    .values({ key: 'config', value })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`${settings.value} || ${JSON.stringify(value)}::jsonb` },
    });
}
