import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { limitCatalogRequests } from './catalogRateLimit';
import { campaignRoutes } from './campaignRoutes';
import { categoryRoutes } from './categoryRoutes';
import { configRoutes } from './configRoutes';
import { couponRoutes } from './couponRoutes';
import { flashSaleRoutes } from './flashSaleRoutes';
import { itemRoutes } from './itemRoutes';
import { otherBannerRoutes } from './otherBannerRoutes';
import { reviewRoutes } from './reviewRoutes';
import { searchRoutes } from './searchRoutes';
import { storeRoutes } from './storeRoutes';

/** Every catalog route of issue 4 (config, categories, items, stores, promotions), read-only. */
export const catalogRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { db } = context;
  limitCatalogRequests(app);
  for (const routes of [
    configRoutes,
    categoryRoutes,
    itemRoutes,
    reviewRoutes,
    searchRoutes,
    storeRoutes,
    campaignRoutes,
    otherBannerRoutes,
    flashSaleRoutes,
    couponRoutes,
  ]) {
    await app.register(routes, { db });
  }
};
