import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** Methods a preflight may name: the routes' own and the ones CORS always lets through. */
const PREFLIGHT_METHODS = new Set([...ALLOWED_METHODS, 'HEAD']);

const ALLOWED_HEADER_SET = new Set<string>(ALLOWED_REQUEST_HEADERS);

/** One header of a request as text, the first when sent twice. */
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A field the preflight got wrong, in the errors shape. */
const reason = (field: string, message: '{field} is required' | '{field} is invalid') => ({
  code: field,
  message,
  values: { field },
});

/**
 * Why a preflight fails, or null when it passes: 400 when it lacks `Origin` or
 * `Access-Control-Request-Method`, 403 when it names an origin, a method or a header the API does
 * not allow. The browser would fail such a preflight anyway; the reply tells the developer why.
 */
export function preflightRefusal(
  headers: FastifyRequest['headers'],
  origins: readonly string[] | null | undefined,
): ApiFailure | null {
  const origin = headerText(headers.origin);
  const method = headerText(headers['access-control-request-method']);
  const missing: FailureReason[] = [];
  if (!origin) missing.push(reason('Origin', '{field} is required'));
  if (!method) missing.push(reason('Access-Control-Request-Method', '{field} is required'));
  if (!origin || !method) return new ApiFailure(400, missing);
  const refused: FailureReason[] = [];
  if (origins && !origins.includes(origin)) refused.push(reason('Origin', '{field} is invalid'));
  if (!PREFLIGHT_METHODS.has(method.trim().toUpperCase())) {
    refused.push(reason('Access-Control-Request-Method', '{field} is invalid'));
  }
  const asked = (headerText(headers['access-control-request-headers']) ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (asked.some((name) => !ALLOWED_HEADER_SET.has(name))) {
    refused.push(reason('Access-Control-Request-Headers', '{field} is invalid'));
  }
  return refused.length > 0 ? new ApiFailure(403, refused) : null;
}

/**
 * Cross-origin access to the API: the given partner origins, or every origin when none are
 * given (the API uses bearer headers, never cookies), with the explicit header allow-list.
 */
export async function installCors(
  app: FastifyInstance,
  origins: readonly string[] | null | undefined,
): Promise<void> {
  // Ahead of the CORS plugin's own hook, which would answer a bad preflight in plain text.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'OPTIONS') return done();
    const refusal = preflightRefusal(request.headers, origins);
    done(refusal ?? undefined);
  });
  await app.register(cors, {
    origin: origins ? [...origins] : true,
    allowedHeaders: [...ALLOWED_REQUEST_HEADERS],
    // The kit's back-off after a 429 follows the server's Retry-After when it can read it.
    exposedHeaders: ['Retry-After'],
    methods: ALLOWED_METHODS,
  });
}
