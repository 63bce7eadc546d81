import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Brotli's quality for a page made per request (0–11): most of the gain for little time. */
const BROTLI_QUALITY = 4;

/**
 * Sends a storefront page, compressed when the browser accepts it: a page with its data is 10 to
 * 20 KB of text, the first thing a phone on a slow network waits for. The pages compress
 * themselves because they are sent by the server's not-found handler, which is not a route, and
 * the compression the server gives its routes does not reach it.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === null) return reply.send(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}
