import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EARLY_INPUT_SCRIPT_SOURCE } from '../pageHead/earlyInputScript';
import { dependsOnWhoAsks } from './personalReplies';

/**
 * Powerful browser features the storefront never uses are off for its pages and anything they
 * frame; the visitor's position stays available to the shop's own pages (delivery addresses).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'display-capture=()',
].join(', ');

/** What every reply carries, API or page: no sniffing, no framing by strangers, no referrer. */
export const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  // Partner pages on other origins load the pictures and the embed script.
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': PERMISSIONS_POLICY,
} as const;

/**
 * A year, without `includeSubDomains`: the shop may share its parent domain with hosts that do
 * not serve HTTPS, and this server cannot vouch for them.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The storefront's pages only run the kit's own scripts and styles, and the one inline script of
 * their head that keeps the first taps for the storefront (its hash). Pictures may also be
 * `blob:` addresses, which only the page's own scripts make: the preview of a picture the shopper
 * chose (profile, refund, review, support), shown before it is sent.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self'",
  `script-src 'self' ${EARLY_INPUT_SCRIPT_SOURCE}`,
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

const DOCUMENT_HEADERS = { ...COMMON_HEADERS, 'content-security-policy': CONTENT_SECURITY_POLICY };
const HSTS = { 'strict-transport-security': STRICT_TRANSPORT_SECURITY };
const API_HEADERS_HTTPS = { ...COMMON_HEADERS, ...HSTS };
const DOCUMENT_HEADERS_HTTPS = { ...DOCUMENT_HEADERS, ...HSTS };
const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Sets the hardening headers of one request. HSTS only when the shopper's connection is HTTPS:
 * TLS on this socket, or `X-Forwarded-Proto: https` from a proxy the server was told to trust
 * (`trustProxy`); browsers ignore it over plain HTTP, and an untrusted header proves nothing.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const api = request.url.startsWith('/api/');
  if (request.protocol === 'https') {
    reply.headers(api ? API_HEADERS_HTTPS : DOCUMENT_HEADERS_HTTPS);
  } else {
    reply.headers(api ? COMMON_HEADERS : DOCUMENT_HEADERS);
  }
  if (dependsOnWhoAsks(request)) reply.headers(NO_STORE);
}

/**
 * Hardening headers, computed once: a JSON reply gets the common set, anything else (pages,
 * scripts, pictures) also the content security policy. Suggestions are asked on every pause in
 * typing, so nothing here is built per request.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request, reply);
    done();
  });
}
