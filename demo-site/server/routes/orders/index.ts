import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { orderChangeRoutes } from './orderChangeRoutes';
import { orderReadRoutes } from './orderReadRoutes';
import { walletRoutes } from './walletRoutes';

/** What follows an order (under /api/v1): reading, tracking, cancelling, the wallet and points. */
export const orderRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const context = { db };
  await app.register(orderReadRoutes, context);
  await app.register(orderChangeRoutes, context);
  await app.register(walletRoutes, context);
};
