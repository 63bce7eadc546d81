import type { FastifyPluginAsync } from 'fastify';
import { limitCatalogRequests } from '../catalog/catalogRateLimit';
import type { RouteContext } from '../context';
import { giftDrawRoutes } from './giftDrawRoutes';
import { giftPacketRoutes } from './giftPacketRoutes';
import { orderGiftRoutes } from './orderGiftRoutes';

/** Gift packets (issue #19): the packets on offer, a customer's one spin, the gift on an order. */
export const giftRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  limitCatalogRequests(app);
  for (const routes of [giftPacketRoutes, giftDrawRoutes, orderGiftRoutes]) {
    await app.register(routes, { db });
  }
};
