import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { offlinePaymentRoutes } from './offlinePaymentRoutes';
import { orderPlaceRoutes } from './orderPlaceRoutes';
import { prescriptionRoutes } from './prescriptionRoutes';
import { acceptMultipartForms } from '../../http/multipartForm';

/** What the order routes are registered with: the database and the partner origins trusted. */
export interface OrderRouteContext extends RouteContext {
  /** Origins a payment may return to besides this server's own (the partners' pages). */
  trustedOrigins: readonly string[];
  /** Where prescription images are written (the served pictures folder). */
  imagesDir: string;
}

/** The order half of the demo API: placing and paying for orders (under /api/v1). */
export const orderRoutes: FastifyPluginAsync<OrderRouteContext> = async (
  app,
  { db, trustedOrigins, imagesDir },
) => {
  const context = { db, trustedOrigins, imagesDir };
  await acceptMultipartForms(app);
  await app.register(orderPlaceRoutes, context);
  await app.register(offlinePaymentRoutes, context);
  await app.register(prescriptionRoutes, context);
};
