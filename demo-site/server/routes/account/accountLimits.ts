import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { checkPhone, normalizePhone } from '../../../../src/core/validation';
import { fail } from '../../http/ApiFailure';
import { configuredAuthLimit } from '../context';

/*
 * Limits beside the per-address, per-route one of every auth route (context.ts): one office
 * behind one proxy shares an address, so a guesser is also counted by the account it aims at,
 * and code checks by address across all phones and routes.
 */

/** Requests per minute one route takes for one account (phone or e-mail), from any address. */
export const ACCOUNT_REQUESTS_PER_MINUTE = 10;

/** Code checks (verify-phone, verify-token, reset-password) per hour from one address. */
export const CODE_CHECKS_PER_ADDRESS_PER_HOUR = 30;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The same refusal the per-address limit sends (errorHandler.ts). */
const tooManyRequests = () =>
  fail(429, 'too_many_requests', 'Too many requests, please try again later');

const NAME_FIELDS = ['email_or_phone', 'phone', 'email'] as const;

/**
 * The account a request names, in one form (a phone normalised, an e-mail lower-cased), or null
 * when it names none; the route's own input check refuses that.
 */
export function accountNamed(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const field of NAME_FIELDS) {
    const value: unknown = Reflect.get(body, field);
    if (typeof value !== 'string' || value.trim() === '') continue;
    const name = value.trim();
    if (name.includes('@')) return name.toLowerCase();
    return checkPhone(name) === null ? normalizePhone(name) : name;
  }
  return null;
}

/** Whether a limiter's answer is over its budget; `isAllowed` is true only for the allow-list. */
const exceeded = (outcome: { isAllowed: true } | { isAllowed: false; isExceeded: boolean }) =>
  !outcome.isAllowed && outcome.isExceeded;

// The environment's raise applies here too: the end-to-end tests sign one account in many times.
const raised = (limit: number) => Math.max(limit, configuredAuthLimit() ?? 0);

/** A pre-handler that refuses a route's requests for one account past the minute's budget. */
export function perAccountLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const limit = app.createRateLimit({
    max: raised(ACCOUNT_REQUESTS_PER_MINUTE),
    timeWindow: MINUTE_MS,
    keyGenerator: (request: FastifyRequest) =>
      `account:${request.routeOptions.url}:${accountNamed(request.body)}`,
  });
  return async (request) => {
    if (accountNamed(request.body) === null) return;
    if (exceeded(await limit(request))) throw tooManyRequests();
  };
}

/** A pre-handler shared by the code-checking routes: one budget per address across them all. */
export function perAddressCodeChecks(app: FastifyInstance): preHandlerAsyncHookHandler {
  const limit = app.createRateLimit({
    max: raised(CODE_CHECKS_PER_ADDRESS_PER_HOUR),
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `code-checks:${request.ip}`,
  });
  return async (request) => {
    if (exceeded(await limit(request))) throw tooManyRequests();
  };
}
