import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { orderPlaceRoutes } from './orderPlaceRoutes';

/** The order half of the demo API: placing and paying for orders (under /api/v1). */
export const orderRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const context = { db };
  await app.register(orderPlaceRoutes, context);
};
