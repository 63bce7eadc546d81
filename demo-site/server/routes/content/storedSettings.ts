import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { settings } from '../../db/schema';
import { isJsonObject, type JsonObject, type JsonValue } from '../../serializers/settings';

/** One settings object of the content's own keys, or an empty one when the shop has none. */
export async function readStoredSetting(db: Database, key: string): Promise<JsonObject> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  const value = row?.value as JsonValue | undefined;
  return isJsonObject(value) ? value : {};
}

/** A file name under `folder` as a whole URL, or null for no file. */
export function fullUrl(folder: string | undefined, file: JsonValue | undefined): string | null {
  return typeof file === 'string' && file !== '' && folder !== undefined
    ? `${folder}/${file}`
    : null;
}
