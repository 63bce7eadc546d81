import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { settings } from '../db/schema';
import { buildContentSeed, insertContentSeed } from '../seed/content/contentSeed';
import {
  SHOP_ADDRESS,
  SHOP_LOCATION,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '../seed/content/shopContacts';
import { createImageRegistry } from '../seed/plan/imageRegistry';

/**
 * The seeded content over the catalog fixtures (which it needs first: it completes their config
 * and landing rows): the six pages, the parcel categories, the landing sections and the help
 * page's contacts. No picture is written; the tests read names, not files.
 */
export async function insertContentFixtures(db: Database): Promise<void> {
  const content = buildContentSeed(createImageRegistry());
  await insertContentSeed(db, content);
  const contacts = {
    email: SUPPORT_EMAIL,
    phone: SUPPORT_PHONE,
    address: SHOP_ADDRESS,
    default_location: SHOP_LOCATION,
  };
  await db
    .update(settings)
    .set({ value: sql`${settings.value} || ${JSON.stringify(contacts)}::jsonb` })
    .where(eq(settings.key, 'config'));
  await db
    .update(settings)
    .set({ value: sql`${settings.value} || ${JSON.stringify(content.landingSections)}::jsonb` })
    .where(eq(settings.key, 'landing'));
}
