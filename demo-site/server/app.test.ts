// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedCopies } from '../../build/precompress';
import { startTestServer, type TestServer } from './testing/testServer';

describe('the demo API server', () => {
  let server: TestServer;
  let partner: TestServer;

  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'souq-site-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Souq</title>');
    mkdirSync(join(siteDir, 'assets'));
    const bundle = Buffer.from(`console.log(${JSON.stringify('souq '.repeat(400))});`);
    writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), bundle);
    const { br, gz } = compressedCopies(bundle);
    writeFileSync(join(siteDir, 'assets', 'index-abc123.js.br'), br);
    writeFileSync(join(siteDir, 'assets', 'index-abc123.js.gz'), gz);
    // Two embedded databases open at once: each takes seconds on a busy machine.
    [server, partner] = await Promise.all([
      startTestServer({ siteDir }),
      startTestServer({ corsOrigins: ['https://partner.example'] }),
    ]);
    mkdirSync(join(server.imagesDir, 'product'));
    writeFileSync(
      join(server.imagesDir, 'product', 'apple.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await partner.close();
  });

  describe('given a request the router cannot read', () => {
    it('answers a malformed URL with 400 in the errors shape, translated', async () => {
      const reply = await server.app.inject({
        url: '/api/v1/categories/%ZZ',
        headers: { 'x-localization': 'ar' },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ errors: [{ code: 'url', message: 'قيمة url غير صالحة' }] });
    });

    it('answers an unknown API path with 404 in the errors shape', async () => {
      const reply = await server.app.inject({
        url: '/api/v1/nothing-here',
        headers: { 'x-localization': 'en' },
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ errors: [{ code: 'not_found', message: 'Route not found' }] });
    });
  });

  describe('given a storefront route', () => {
    it('serves the single-page app for client-side routes', async () => {
      const reply = await server.app.inject({ url: '/product/42' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
    });

    it('sends a bundle Brotli-compressed to a browser that accepts it, and keeps it cached', async () => {
      const reply = await server.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(reply.rawPayload).toString()).toContain('souq souq');
    });

    it('sends the bundle as it is to a client that accepts no compression', async () => {
      const reply = await server.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body).toContain('souq souq');
    });

    it('serves the seeded pictures under /images/', async () => {
      const reply = await server.app.inject({ url: '/images/product/apple.svg' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('image/svg+xml');
    });

    it('answers a missing picture with 404, which the storefront turns into its placeholder', async () => {
      const reply = await server.app.inject({ url: '/images/product/missing-1.png' });
      expect(reply.statusCode).toBe(404);
    });
  });

  describe('security', () => {
    it('sends a strict content security policy and the usual hardening headers', async () => {
      const reply = await server.app.inject({ url: '/home' });
      expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
      expect(reply.headers['content-security-policy']).toContain("object-src 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    });

    it('lets a page show a chosen picture before sending it (its blob: preview), and no other site’s', async () => {
      const reply = await server.app.inject({ url: '/profile?page=profile-settings' });
      expect(reply.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    });

    it('gives API replies the hardening headers but no page policy', async () => {
      const reply = await server.app.inject({ url: '/api/v1/nothing-here' });
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
      expect(reply.headers['content-security-policy']).toBeUndefined();
    });

    it('lets any origin call the API by default (bearer tokens, never cookies)', async () => {
      const reply = await server.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/config',
        headers: { origin: 'https://anyone.example', 'access-control-request-method': 'GET' },
      });
      expect(reply.headers['access-control-allow-origin']).toBe('https://anyone.example');
    });

    it('allows only the configured partner origins when a list is given', async () => {
      const ask = (origin: string) =>
        partner.app.inject({
          method: 'OPTIONS',
          url: '/api/v1/config',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
      expect((await ask('https://partner.example')).headers['access-control-allow-origin']).toBe(
        'https://partner.example',
      );
      expect(
        (await ask('https://stranger.example')).headers['access-control-allow-origin'],
      ).toBeUndefined();
    });
  });
});
