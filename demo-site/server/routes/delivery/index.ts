import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { addressRoutes } from './addressRoutes';
import { couponApplyRoutes } from './couponApplyRoutes';
import { locationRoutes } from './locationRoutes';
import { placeRoutes } from './placeRoutes';
import { tipsRoutes } from './tipsRoutes';

/** What a shopper settles before ordering: saved addresses, where a point is, coupons, tips. */
export const deliveryRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  for (const routes of [addressRoutes, locationRoutes, placeRoutes, couponApplyRoutes, tipsRoutes])
    await app.register(routes, { db });
};
