import type { FastifyInstance } from 'fastify';

/** What every reply carries, API or page: no sniffing, no framing by strangers, no referrer. */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  // Partner pages on other origins load the pictures and the embed script.
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
} as const;

/** The storefront's pages only run the kit's own scripts and styles. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

const DOCUMENT_HEADERS = { ...COMMON_HEADERS, 'content-security-policy': CONTENT_SECURITY_POLICY };

/**
 * Hardening headers, computed once: a JSON reply gets the common set, anything else (pages,
 * scripts, pictures) also the content security policy. Suggestions are asked on every pause in
 * typing, so nothing here is built per request.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? COMMON_HEADERS : DOCUMENT_HEADERS);
    done();
  });
}
