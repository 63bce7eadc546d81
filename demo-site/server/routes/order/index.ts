import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { offlinePaymentRoutes } from './offlinePaymentRoutes';
import { orderPlaceRoutes } from './orderPlaceRoutes';

/** What the order routes are registered with: the database and the partner origins trusted. */
export interface OrderRouteContext extends RouteContext {
  /** Origins a payment may return to besides this server's own (the partners' pages). */
  trustedOrigins: readonly string[];
}

/** The order half of the demo API: placing and paying for orders (under /api/v1). */
export const orderRoutes: FastifyPluginAsync<OrderRouteContext> = async (
  app,
  { db, trustedOrigins },
) => {
  const context = { db, trustedOrigins };
  await app.register(orderPlaceRoutes, context);
  await app.register(offlinePaymentRoutes, context);
};
