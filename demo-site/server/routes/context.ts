import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';

/** What every route plugin is registered with. */
export interface RouteContext {
  db: Database;
}

/** Auth requests (sign-in, sign-up, guest ids, codes) one client may make per minute by default. */
export const AUTH_REQUESTS_PER_MINUTE = 20;

/**
 * Per-route config that turns on the stricter rate limit of the auth routes.
 * `SOUQ_AUTH_RATE_LIMIT` raises it where one address stands for many shoppers (the end-to-end
 * tests open a fresh browser, and so ask for a guest id, dozens of times a minute).
 */
export function authRateLimit(): { rateLimit: { max: number; timeWindow: string } } {
  return {
    rateLimit: { max: configuredAuthLimit() ?? AUTH_REQUESTS_PER_MINUTE, timeWindow: '1 minute' },
  };
}

/** The whole number `SOUQ_AUTH_RATE_LIMIT` sets, or null when it sets none. */
export function configuredAuthLimit(): number | null {
  const configured = Number(process.env.SOUQ_AUTH_RATE_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : null;
}

/** The origin clients reach this server at, for the absolute URLs in `base_urls`. */
export function publicOrigin(request: FastifyRequest): string {
  return process.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}
