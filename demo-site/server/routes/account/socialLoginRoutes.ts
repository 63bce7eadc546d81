import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../http/ApiFailure';
import { authRateLimit, type RouteContext } from '../context';

/**
 * 6amMart's social sign-in and sign-up. The demo shop has no social provider configured, so it
 * answers as a 6amMart server with every provider turned off in its config: a translated 403,
 * whatever was sent, and nothing is read or written.
 */
export const socialLoginRoutes: FastifyPluginAsync<RouteContext> = async (app) => {
  const config = authRateLimit();
  const refuse = async () => {
    throw fail(403, 'social_login', 'Social login is not available in this shop');
  };
  app.post('/auth/social-login', { config }, refuse);
  app.post('/auth/social-register', { config }, refuse);
};
