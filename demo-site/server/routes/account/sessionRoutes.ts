import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { authTokens } from '../../db/schema';
import { bearerToken, hashSecret } from '../../http/tokens';
import type { RouteContext } from '../context';
import { messageReply } from './requestParts';

/**
 * Logging out: the caller's bearer token is deleted, so a copy of it opens nothing afterwards.
 * The reply is the same whether or not the token was live (or sent at all): the client logs out
 * either way and has nothing to recover from.
 */
export const sessionRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.post('/customer/logout', async (request) => {
    const token = bearerToken(request);
    if (token !== null) {
      await db.delete(authTokens).where(eq(authTokens.tokenHash, hashSecret(token)));
    }
    return messageReply(request, 'Logout successful.');
  });
};
