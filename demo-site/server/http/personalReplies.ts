import type { FastifyRequest } from 'fastify';

/**
 * Paths whose replies belong to one shopper whatever the request carries: sign-in and guest ids
 * are issued under auth/, carts, orders and profiles live under customer/, and coupon/apply
 * prices the asker's own cart.
 */
const PERSONAL_PATHS = ['/api/v1/customer/', '/api/v1/auth/', '/api/v1/coupon/apply'];

/** A `guest_id` in the query string, first or later. */
const GUEST_ID_PARAMETER = /[?&]guest_id=/;

/**
 * Whether a reply depends on who asks (a bearer token, a guest id, or a path that serves one
 * shopper), so that no cache, shared or the browser's own, may keep it.
 */
export function dependsOnWhoAsks(request: Pick<FastifyRequest, 'url' | 'headers'>): boolean {
  if (request.headers.authorization !== undefined) return true;
  const { url } = request;
  if (PERSONAL_PATHS.some((path) => url.startsWith(path))) return true;
  const query = url.indexOf('?');
  return query !== -1 && GUEST_ID_PARAMETER.test(url.slice(query));
}
