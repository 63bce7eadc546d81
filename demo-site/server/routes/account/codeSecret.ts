import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { settings } from '../../db/schema';

/** The settings row that keeps the demo's generated code secret when no env var names one. */
export const CODE_SECRET_SETTING = 'code_secret';

const SECRET_BYTES = 32;

// One read per database, not per code: the row never changes once written.
const storedSecrets = new WeakMap<Database, Promise<string>>();

async function readOrCreateSecret(db: Database): Promise<string> {
  // Several processes may start at once: whichever inserts first wins, the others read its secret.
  await db
    .insert(settings)
    .values({ key: CODE_SECRET_SETTING, value: randomBytes(SECRET_BYTES).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, CODE_SECRET_SETTING));
  if (typeof row?.value !== 'string' || row.value.length === 0) {
    throw new Error(`the ${CODE_SECRET_SETTING} setting is not a non-empty string`);
  }
  return row.value;
}

/**
 * The key one-time codes are hashed with: `SOUQ_CODE_SECRET` when set, else a random secret made
 * once and kept in the settings table, so the demo needs no configuration and no constant in the
 * code ever keys a hash.
 */
export function codeSecret(db: Database): Promise<string> {
  const configured = process.env.SOUQ_CODE_SECRET;
  if (configured) return Promise.resolve(configured);
  let stored = storedSecrets.get(db);
  if (!stored) {
    stored = readOrCreateSecret(db);
    storedSecrets.set(db, stored);
    // A failed read is tried again by the next code rather than remembered.
    stored.catch(() => storedSecrets.delete(db));
  }
  return stored;
}

/**
 * HMAC-SHA-256 of a code, bound to its purpose and phone. A plain SHA-256 of one of 10,000 codes
 * is reversed by trying them all; without the secret the stored value tells nothing.
 */
export async function codeHash(
  db: Database,
  purpose: string,
  phone: string,
  code: string,
): Promise<string> {
  return createHmac('sha256', await codeSecret(db))
    .update(`${purpose}:${phone}:${code}`)
    .digest('hex');
}
