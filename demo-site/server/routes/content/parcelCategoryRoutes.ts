import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { modules, parcelCategories } from '../../db/schema';
import { requestLanguage } from '../../http/language';
import { parcelCategoryWire } from '../../serializers/parcelCategory';
import { absoluteBaseUrls } from '../../serializers/settings';
import { publicOrigin, type RouteContext } from '../context';

/** 6amMart's parcel-category: what a parcel may be and what it costs a kilometre. */
export const parcelCategoryRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/parcel-category', async (request) => {
    const language = requestLanguage(request);
    const { folder = '' } = absoluteBaseUrls({ folder: '/images/category' }, publicOrigin(request));
    const rows = await db.select().from(parcelCategories).orderBy(asc(parcelCategories.id));
    // The categories belong to the parcel module, whichever id the shop gave it.
    const [parcel] = await db
      .select({ id: modules.id })
      .from(modules)
      .where(eq(modules.moduleType, 'parcel'))
      .limit(1);
    return rows.map((row) => parcelCategoryWire(row, language, folder, parcel?.id ?? 0));
  });
};
