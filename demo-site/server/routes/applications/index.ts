import type { FastifyPluginAsync } from 'fastify';
import { acceptMultipartForms } from '../../http/multipartForm';
import type { RouteContext } from '../context';
import { deliveryManRoutes } from './deliveryManRoutes';
import { vendorRegisterRoutes } from './vendorRegisterRoutes';

/** What the application routes need beyond the database. */
export interface ApplicationRouteOptions extends RouteContext {
  /** The pictures folder; applications' pictures go into a dot folder of it, never served. */
  imagesDir: string;
}

/** Store-owner applications and delivery-man registrations (under /api/v1), both left pending. */
export const applicationRoutes: FastifyPluginAsync<ApplicationRouteOptions> = async (
  app,
  { db, imagesDir },
) => {
  await acceptMultipartForms(app);
  await app.register(vendorRegisterRoutes, { db, imagesDir });
  await app.register(deliveryManRoutes, { db, imagesDir });
};
