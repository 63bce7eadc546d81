import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { ApiFailure, type FailureReason } from './ApiFailure';

/**
 * Every request header the kit (spec §7) and 6amMart's own clients send, lower-cased; nothing
 * else is allowed and nothing is echoed back from the preflight, so the list is the contract.
 */
export const ALLOWED_REQUEST_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  'idempotency-key',
  'latitude',
  'longitude',
  'moduleid',
  'software-id',
  'x-software-id',
  'x-lang',
  'x-localization',
  'zoneid',
] as const;

/** The methods of the API's routes; GET, HEAD and POST would pass without a preflight anyway. */
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

/** The two headers that make an OPTIONS request a CORS preflight. */
const PREFLIGHT_HEADERS = [
  ['origin', 'Origin'],
  ['access-control-request-method', 'Access-Control-Request-Method'],
] as const;

/**
 * A preflight that lacks `Origin` or `Access-Control-Request-Method` is refused here, translated
 * and in the errors shape, before the CORS plugin would answer it in plain text.
 */
function refuseIncompletePreflight(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'OPTIONS') return done();
    const missing: FailureReason[] = PREFLIGHT_HEADERS.filter(
      ([name]) => !request.headers[name],
    ).map(([, field]) => ({ code: field, message: '{field} is required', values: { field } }));
    done(missing.length > 0 ? new ApiFailure(400, missing) : undefined);
  });
}

/**
 * Cross-origin access to the API: the given partner origins, or every origin when none are
 * given (the API uses bearer headers, never cookies), with the explicit header allow-list.
 */
export async function installCors(
  app: FastifyInstance,
  origins: readonly string[] | null | undefined,
): Promise<void> {
  refuseIncompletePreflight(app);
  await app.register(cors, {
    origin: origins ? [...origins] : true,
    allowedHeaders: [...ALLOWED_REQUEST_HEADERS],
    methods: ALLOWED_METHODS,
  });
}
