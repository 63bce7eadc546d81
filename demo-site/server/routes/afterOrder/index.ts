import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { orderChangeRoutes } from './orderChangeRoutes';
import { orderReadRoutes } from './orderReadRoutes';
import { refundRoutes } from './refundRoutes';
import { reviewSubmitRoutes } from './reviewRoutes';
import { walletRoutes } from './walletRoutes';

/**
 * What follows an order (under /api/v1): reading, tracking, cancelling, refunds, reviews, the
 * wallet and points. Refund and review photos are written under `imagesDir`.
 */
export const afterOrderRoutes: FastifyPluginAsync<RouteContext & { imagesDir: string }> = async (
  app,
  { db, imagesDir },
) => {
  const context = { db };
  await app.register(orderReadRoutes, context);
  await app.register(orderChangeRoutes, context);
  await app.register(walletRoutes, context);
  await app.register(refundRoutes, { ...context, imagesDir });
  await app.register(reviewSubmitRoutes, { ...context, imagesDir });
};
