import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { addFundRoutes } from './addFundRoutes';
import { orderChangeRoutes } from './orderChangeRoutes';
import { orderReadRoutes } from './orderReadRoutes';
import { refundRoutes } from './refundRoutes';
import { reviewSubmitRoutes } from './reviewRoutes';
import { walletRoutes } from './walletRoutes';

/** What the after-order routes need beyond the database. */
export interface AfterOrderOptions extends RouteContext {
  /** Where refund and review photos are written (the served pictures folder). */
  imagesDir: string;
  /** Partner origins the demo payment page may return a top-up to. */
  trustedOrigins: readonly string[];
}

/**
 * What follows an order (under /api/v1): reading, tracking, cancelling, refunds, reviews, the
 * wallet (with top-ups through the demo payment page) and loyalty points.
 */
export const afterOrderRoutes: FastifyPluginAsync<AfterOrderOptions> = async (
  app,
  { db, imagesDir, trustedOrigins },
) => {
  const context = { db };
  await app.register(orderReadRoutes, context);
  await app.register(orderChangeRoutes, context);
  await app.register(walletRoutes, context);
  await app.register(addFundRoutes, { ...context, trustedOrigins });
  await app.register(refundRoutes, { ...context, imagesDir });
  await app.register(reviewSubmitRoutes, { ...context, imagesDir });
};
