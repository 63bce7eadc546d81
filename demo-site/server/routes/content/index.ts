import type { FastifyPluginAsync } from 'fastify';
import { limitCatalogRequests } from '../catalog/catalogRateLimit';
import type { RouteContext } from '../context';
import { contentPageRoutes } from './contentPageRoutes';
import { landingRoutes } from './landingRoutes';
import { newsletterRoutes } from './newsletterRoutes';
import { parcelCategoryRoutes } from './parcelCategoryRoutes';

/** The shop's content (issue #19): footer pages, landing sections, parcel categories, newsletter. */
export const contentRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  limitCatalogRequests(app);
  for (const routes of [contentPageRoutes, landingRoutes, parcelCategoryRoutes, newsletterRoutes]) {
    await app.register(routes, { db });
  }
};
