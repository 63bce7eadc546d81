import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { settings } from '../../db/schema';
import { fail } from '../../http/ApiFailure';
import { isJsonObject, type JsonObject, type JsonValue } from '../../serializers/settings';

/** Keys of the shop-wide settings rows the seed writes. */
export type SettingKey = 'config' | 'landing';

/**
 * Reads one settings object. A database that was never seeded has none; that is the shop being
 * set up rather than a bad request, so the client is told the shop is under maintenance.
 */
export async function readSetting(db: Database, key: SettingKey): Promise<JsonObject> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  const value = row?.value as JsonValue | undefined;
  if (!isJsonObject(value)) throw fail(503, 'maintenance', 'We are under maintenance');
  return value;
}
