import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The catalog answers without sign-in, so one address asking without pause could hold PGlite's
 * one connection from every shopper. A storefront page asks a dozen catalog calls and typing
 * asks a few a second; the default leaves ample room for many shoppers behind one address.
 */

/** Catalog requests one address may make per minute by default, across every catalog route. */
export const CATALOG_REQUESTS_PER_MINUTE = 3_000;

/** The whole number `SOUQ_CATALOG_RATE_LIMIT` sets (the bench's load comes from one address). */
export function catalogRequestsPerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.SOUQ_CATALOG_RATE_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : CATALOG_REQUESTS_PER_MINUTE;
}

/** Refuses an address's catalog requests past the minute's budget with the translated 429. */
export function limitCatalogRequests(app: FastifyInstance): void {
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: catalogRequestsPerMinute(),
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `catalog:${request.ip}`,
    }),
  );
}
