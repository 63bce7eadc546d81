import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  CONTENT_PAGE_NAMES,
  CONTENT_PAGES,
  type ContentPage,
  type ContentPageEntry,
} from '../../../../src/core/content';
import type { Locale } from '../../../../src/core/i18n';
import { featureOn } from '../../../../src/core/shop/features';
import type { Database } from '../../db/database';
import { contentPages } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { localized, requestLanguage } from '../../http/language';
import { readSetting } from '../catalog/settingsStore';
import type { RouteContext } from '../context';

/** A page in the request's language; a policy switched off (its flag 0) does not exist. */
async function contentPageReply(
  db: Database,
  entry: ContentPageEntry,
  language: Locale,
): Promise<ContentPage> {
  if (entry.flag !== null) {
    const config = await readSetting(db, 'config');
    if (!featureOn(config[entry.flag])) throw notFound('page', 'Page not found');
  }
  const [row] = await db
    .select()
    .from(contentPages)
    .where(eq(contentPages.key, entry.key))
    .limit(1);
  if (!row) throw notFound('page', 'Page not found');
  return {
    key: row.key,
    title: localized(language, row.titleEn, row.titleAr),
    blocks: language === 'ar' ? row.bodyAr : row.bodyEn,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The footer's pages at 6amMart's v1 paths (about-us, terms-and-conditions, privacy-policy,
 * refund-policy, cancelation, shipping-policy), and the cancellation page also at the
 * storefront's spelling. 6amMart sends each page as an HTML string; Souq sends structured blocks
 * (src/core/content) so that no client has to trust markup.
 */
export const contentPageRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  for (const name of CONTENT_PAGE_NAMES) {
    const entry = CONTENT_PAGES[name];
    const paths = new Set([entry.apiPath, name]);
    for (const path of paths) {
      app.get(`/${path}`, (request) => contentPageReply(db, entry, requestLanguage(request)));
    }
  }
};
