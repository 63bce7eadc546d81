import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

let callCount = 0;

/**
 * A `fetch` answered by the server in process (Fastify's inject), so code written against
 * fetch can call it without a port. Each call comes from an address of its own, so the auth
 * routes' rate limits stay out of the way.
 */
export function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const method = METHODS.find((known) => known === request.method);
    if (method === undefined) throw new TypeError(`cannot inject a ${request.method} request`);
    // Bytes, not text: a multipart body carries files that UTF-8 decoding would change.
    const body = Buffer.from(await request.arrayBuffer());
    callCount += 1;
    const reply = await app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      remoteAddress: `10.${(callCount >> 16) & 255}.${(callCount >> 8) & 255}.${callCount & 255}`,
      ...(body.length === 0 ? {} : { payload: body }),
    });
    return new Response(reply.statusCode === 204 ? null : reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
}
