import type { FastifyPluginAsync } from 'fastify';
import { messageRoutes, type SupportRouteOptions } from './messageRoutes';

/** The support chat (under /api/v1): the customer's conversation with the shop's support. */
export const supportRoutes: FastifyPluginAsync<SupportRouteOptions> = async (
  app,
  { db, imagesDir, answerDelayMs },
) => {
  await app.register(messageRoutes, { db, imagesDir, answerDelayMs });
};

export type { SupportRouteOptions } from './messageRoutes';
