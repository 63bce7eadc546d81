import type { Database } from '../db/database';
import { modules } from '../db/schema';

/** True when the database has never been seeded (no module rows). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: modules.id }).from(modules).limit(1);
  return rows.length === 0;
}
