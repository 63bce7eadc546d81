import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';

/** What every route plugin is registered with. */
export interface RouteContext {
  db: Database;
}

/** Per-route config that turns on the stricter rate limit of the auth routes. */
export const AUTH_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } } as const;

/** The origin clients reach this server at, for the absolute URLs in `base_urls`. */
export function publicOrigin(request: FastifyRequest): string {
  return process.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}
