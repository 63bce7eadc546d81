// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/rawHttp';
import { startTestServer, type TestServer } from '../testing/testServer';

/** A reply of node's own HTTP client: status, lower-case headers, body text. */
interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request through node's HTTP client (a real socket, as a browser or an app sends it). */
function call(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
  agent?: Agent,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers ?? {},
        ...(agent ? { agent } : {}),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const portOf = (server: TestServer) => (server.app.server.address() as AddressInfo).port;

/** What every reply carries, whatever refused or answered it. */
function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** A refusal in the API's shape: `{ errors: [{ code, message }] }` as JSON. */
function expectErrors(
  reply: { headers: Record<string, string | string[] | undefined>; body: string },
  code: string,
  message: string,
) {
  expect(reply.headers['content-type']).toContain('application/json');
  expect(JSON.parse(reply.body)).toEqual({ errors: [{ code, message }] });
}

/** Comfortably past node's 16 KiB limit on a request's line and headers together. */
const OVER_LONG = 'a'.repeat(20 * 1024);

describe('every reply in the API shape, over a real socket', () => {
  let server: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'souq-site-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Souq</title>');
    [server, proxied] = await Promise.all([
      startTestServer({ siteDir }),
      startTestServer({ trustProxy: '127.0.0.1' }),
    ]);
    writeFileSync(join(server.imagesDir, 'apple.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    await proxied.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    await server.close();
    await proxied.close();
  });

  describe('given a CORS preflight', () => {
    it('refuses one without Access-Control-Request-Method in the errors shape, translated', async () => {
      const reply = await call(portOf(server), {
        method: 'OPTIONS',
        path: '/api/v1/categories',
        headers: { origin: 'https://partner.example', 'x-localization': 'en' },
      });
      expect(reply.status).toBe(400);
      expectErrors(
        reply,
        'Access-Control-Request-Method',
        'Access-Control-Request-Method is required',
      );
      expectSecurityHeaders(reply.headers);
    });

    it('refuses one without Origin in Arabic by default', async () => {
      const reply = await call(portOf(server), {
        method: 'OPTIONS',
        path: '/api/v1/categories',
        headers: { 'access-control-request-method': 'GET' },
      });
      expect(reply.status).toBe(400);
      expectErrors(reply, 'Origin', 'حقل Origin مطلوب');
    });

    it('lets through every header the kit and 6amMart clients send', async () => {
      const sent = [
        'X-software-id',
        'software-id',
        'latitude',
        'longitude',
        'moduleId',
        'zoneid',
        'X-localization',
        'X-LANG',
        'authorization',
        'content-type',
        'accept',
        'Idempotency-Key',
      ];
      const reply = await call(portOf(server), {
        method: 'OPTIONS',
        path: '/api/v1/customer/cart/add',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': sent.join(','),
        },
      });
      expect(reply.status).toBe(204);
      const allowed = String(reply.headers['access-control-allow-headers'])
        .split(',')
        .map((name) => name.trim().toLowerCase());
      for (const name of sent) expect(allowed).toContain(name.toLowerCase());
      expectSecurityHeaders(reply.headers);
    });

    it('lets a partner page read Retry-After, so the kit waits as long as the server asks', async () => {
      const reply = await call(portOf(server), {
        method: 'GET',
        path: '/api/v1/categories',
        headers: { origin: 'https://partner.example' },
      });
      expect(String(reply.headers['access-control-expose-headers']).toLowerCase()).toContain(
        'retry-after',
      );
    });

    it('keeps the allow-list explicit: a header it does not name is refused, not echoed', async () => {
      const reply = await call(portOf(server), {
        method: 'OPTIONS',
        path: '/api/v1/categories',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'zoneid, x-something-else',
          'x-localization': 'en',
        },
      });
      expect(reply.status).toBe(403);
      expectErrors(
        reply,
        'Access-Control-Request-Headers',
        'Access-Control-Request-Headers is invalid',
      );
      expect(reply.headers['access-control-allow-headers']).toBeUndefined();
      expectSecurityHeaders(reply.headers);
    });

    it('refuses a method the API has no route for', async () => {
      const reply = await call(portOf(server), {
        method: 'OPTIONS',
        path: '/api/v1/categories',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': 'PATCH',
          'x-localization': 'en',
        },
      });
      expect(reply.status).toBe(403);
      expectErrors(
        reply,
        'Access-Control-Request-Method',
        'Access-Control-Request-Method is invalid',
      );
    });
  });

  describe('given a request line and headers over the size limit', () => {
    it('answers an over-long header with 431 in the errors shape and closes cleanly', async () => {
      const reply = await rawRequest(
        portOf(server),
        `GET /api/v1/categories HTTP/1.1\r\nHost: shop\r\nX-Filler: ${OVER_LONG}\r\n\r\n`,
      );
      expect(reply.status).toBe(431);
      expectErrors(reply, 'headers', 'عنوان الطلب أو ترويساته أطول من المسموح');
      expect(reply.headers.connection).toBe('close');
      expect(reply.headers['cache-control']).toBe('no-store');
      expectSecurityHeaders(reply.headers);
      expect(reply.ending).toBe('closed');
    });

    it('answers an over-long URL the same way, in the language the request asked for', async () => {
      const reply = await rawRequest(
        portOf(server),
        `GET /api/v1/items/search?name=${OVER_LONG} HTTP/1.1\r\nX-localization: en\r\nHost: shop\r\n\r\n`,
      );
      expect(reply.status).toBe(431);
      expectErrors(reply, 'headers', "The request's address or headers are too long");
      expect(reply.ending).toBe('closed');
    });

    it('lets the whole reply arrive while the client is still sending', async () => {
      // Far more than one read: bytes the server never parsed are still arriving when it answers.
      const reply = await rawRequest(
        portOf(server),
        `GET /api/v1/categories HTTP/1.1\r\nHost: shop\r\nX-Filler: ${'a'.repeat(1024 * 1024)}\r\n\r\n`,
        { followUp: 'GET /api/v1/categories HTTP/1.1\r\nHost: shop\r\n\r\n'.repeat(50) },
      );
      expect(reply.status).toBe(431);
      expectErrors(reply, 'headers', 'عنوان الطلب أو ترويساته أطول من المسموح');
      expect(reply.ending).toBe('closed');
    });

    it('leaves a keep-alive client able to send its next request', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await call(
          portOf(server),
          { path: '/api/v1/categories', headers: { 'x-filler': OVER_LONG } },
          agent,
        );
        expect(refused.status).toBe(431);
        const next = await call(portOf(server), { path: '/api/v1/nothing-here' }, agent);
        expect(next.status).toBe(404);
        expect(JSON.parse(next.body)).toHaveProperty('errors');
      } finally {
        agent.destroy();
      }
    });

    it('answers a HEAD request over the limit without a body', async () => {
      const reply = await rawRequest(
        portOf(server),
        `HEAD /api/v1/categories HTTP/1.1\r\nHost: shop\r\nX-Filler: ${OVER_LONG}\r\n\r\n`,
      );
      expect(reply.status).toBe(431);
      expect(reply.body).toBe('');
      expect(reply.ending).toBe('closed');
    });
  });

  describe('given a request line the parser cannot read', () => {
    it('answers a NUL in the request line with 400 in the errors shape', async () => {
      const reply = await rawRequest(
        portOf(server),
        'GET /api/v1/con\u0000fig HTTP/1.1\r\nHost: shop\r\n\r\n',
      );
      expect(reply.status).toBe(400);
      expectErrors(reply, 'request', 'قيمة request غير صالحة');
      expect(reply.headers.connection).toBe('close');
      expectSecurityHeaders(reply.headers);
      expect(reply.ending).toBe('closed');
    });

    it('answers a malformed URL the router refuses with the security headers too', async () => {
      const reply = await rawRequest(
        portOf(server),
        'GET /api/v1/categories/%ZZ HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n',
      );
      expect(reply.status).toBe(400);
      expectErrors(reply, 'url', 'قيمة url غير صالحة');
      expectSecurityHeaders(reply.headers);
    });
  });

  describe('given a HEAD request', () => {
    it.each([
      ['an API route', '/api/v1/categories', 200],
      ['an unknown API route', '/api/v1/nothing-here', 404],
      ['a storefront page', '/home', 200],
      ['a picture', '/images/apple.svg', 200],
    ])('answers %s with headers and no body', async (_name, path, status) => {
      const reply = await rawRequest(
        portOf(server),
        `HEAD ${path} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
      );
      expect(reply.status).toBe(status);
      expect(reply.body).toBe('');
      expectSecurityHeaders(reply.headers);
    });
  });

  describe('given a route that takes no body', () => {
    it('treats an empty JSON body to auth/guest/request as no body', async () => {
      const reply = await call(portOf(server), {
        method: 'POST',
        path: '/api/v1/auth/guest/request',
        headers: { 'content-type': 'application/json', 'content-length': '0' },
        body: '',
      });
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toHaveProperty('guest_id');
    });

    it('still refuses a JSON body that is not JSON', async () => {
      const reply = await call(portOf(server), {
        method: 'POST',
        path: '/api/v1/auth/guest/request',
        headers: { 'content-type': 'application/json', 'x-localization': 'en' },
        body: '{',
      });
      expect(reply.status).toBe(400);
      expectErrors(reply, 'body', 'The request body is not valid JSON');
    });
  });

  describe('given any reply', () => {
    it.each([
      ['an API answer', '/api/v1/categories'],
      ['an API refusal', '/api/v1/nothing-here'],
      ['a storefront page', '/home'],
      ['a picture', '/images/apple.svg'],
    ])('sends Permissions-Policy with %s', async (_name, path) => {
      const reply = await call(portOf(server), { path });
      expectSecurityHeaders(reply.headers);
      expect(reply.headers['permissions-policy']).toContain('geolocation=(self)');
    });
  });

  describe('given Strict-Transport-Security', () => {
    it('is not sent over plain HTTP', async () => {
      const reply = await call(portOf(server), { path: '/api/v1/categories' });
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    });

    it('is not sent for an X-Forwarded-Proto the server was not told to trust', async () => {
      const reply = await call(portOf(server), {
        path: '/api/v1/categories',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    });

    it('is sent behind a trusted proxy that says the shopper came over HTTPS', async () => {
      const reply = await call(portOf(proxied), {
        path: '/api/v1/categories',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000');
      const refused = await call(portOf(proxied), {
        path: '/api/v1/nothing-here',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(refused.headers['strict-transport-security']).toBe('max-age=31536000');
    });

    it('is not sent behind a trusted proxy that says HTTP', async () => {
      const reply = await call(portOf(proxied), {
        path: '/api/v1/categories',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('given a reply that depends on who asks', () => {
    it('marks a guest id, the cart it opens and a refused token no-store', async () => {
      const port = portOf(server);
      const guest = await call(port, { method: 'POST', path: '/api/v1/auth/guest/request' });
      expect(guest.headers['cache-control']).toBe('no-store');
      const guestId = String((JSON.parse(guest.body) as { guest_id: string }).guest_id);
      const cart = await call(port, { path: `/api/v1/customer/cart/list?guest_id=${guestId}` });
      expect(cart.status).toBe(200);
      expect(cart.headers['cache-control']).toBe('no-store');
      const info = await call(port, {
        path: '/api/v1/customer/info',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(info.status).toBe(401);
      expect(info.headers['cache-control']).toBe('no-store');
    });

    it('marks a catalog reply asked with a token or a guest id no-store', async () => {
      const port = portOf(server);
      const withToken = await call(port, {
        path: '/api/v1/categories',
        headers: { authorization: 'Bearer some-token' },
      });
      expect(withToken.headers['cache-control']).toBe('no-store');
      const withGuest = await call(port, {
        path: '/api/v1/coupon/apply?guest_id=00000000-0000-4000-8000-000000000000&code=X',
      });
      expect(withGuest.headers['cache-control']).toBe('no-store');
    });

    it('leaves the same for everyone catalog replies to the cache rules of their own', async () => {
      const reply = await call(portOf(server), { path: '/api/v1/categories' });
      expect(reply.headers['cache-control']).toBeUndefined();
    });
  });
});
