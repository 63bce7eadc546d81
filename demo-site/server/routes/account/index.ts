import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { purgeWhileRunning } from './accountHousekeeping';
import { authRoutes } from './authRoutes';
import { cartRoutes } from './cartRoutes';
import { codeRoutes } from './codeRoutes';
import { customerRoutes } from './customerRoutes';
import { sessionRoutes } from './sessionRoutes';
import { wishlistRoutes } from './wishlistRoutes';

/**
 * The account half of the demo API: auth, logout, customer profile, cart and wishlist (under
 * /api/v1), and the purge of expired tokens and codes while the server runs.
 */
export const accountRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  // Only the database is passed on: the /api/v1 prefix of `app` already applies to children.
  const context = { db };
  await app.register(authRoutes, context);
  await app.register(codeRoutes, context);
  await app.register(customerRoutes, context);
  await app.register(sessionRoutes, context);
  await app.register(cartRoutes, context);
  await app.register(wishlistRoutes, context);
  purgeWhileRunning(app, db);
};
