// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedCopies } from '../../build/precompress';
import { buildPartnerServer, buildServer } from './app';
import type { OpenDatabase } from './db/database';
import { openTestDatabase } from './testing/testDatabase';

const KIT_ORIGIN = 'https://shop.example';
const PARTNER_DIR = resolve(import.meta.dirname, '../partner');
/** A loader big enough to be worth a compressed copy, with a word to find once decompressed. */
const LOADER = `export const souq = ${JSON.stringify('loader '.repeat(400))};`;

/** The lines of a page that say something, without their indentation. */
const linesOf = (page: string) =>
  page
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Whether `part` appears in `whole` in the same order, others possibly between. */
function isSubsequence(part: readonly string[], whole: readonly string[]): boolean {
  let next = 0;
  for (const line of whole) if (line === part[next]) next += 1;
  return next === part.length;
}

describe('the partner page server', () => {
  let partner: FastifyInstance;

  beforeAll(async () => {
    partner = await buildPartnerServer({ partnerDir: PARTNER_DIR, kitOrigin: KIT_ORIGIN });
    await partner.ready();
  });

  afterAll(async () => {
    await partner.close();
  });

  const page = (url: string) => partner.inject({ url });
  const loaderTags = (body: string) =>
    body.match(new RegExp(`<script[^>]*src="${KIT_ORIGIN}/embed/souq\\.js[^"]*"`, 'g')) ?? [];

  describe('given a request for the page', () => {
    it('sends the strict policy of issue #7, naming the kit origin as the only other script source', async () => {
      const reply = await page('/');
      expect(reply.headers['content-security-policy']).toBe(
        `script-src 'self' ${KIT_ORIGIN}; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'`,
      );
    });

    it('sends the hardening headers with the page and with its own files', async () => {
      for (const url of ['/', '/partner.css', '/partner.js']) {
        const reply = await page(url);
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['x-content-type-options']).toBe('nosniff');
        expect(reply.headers['referrer-policy']).toBe('no-referrer');
        expect(reply.headers['content-security-policy']).toContain("object-src 'none'");
      }
    });

    it('serves it in Arabic, right to left, with one loader tag that points at the kit', async () => {
      const reply = await page('/');
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body).toContain('<html lang="ar" dir="rtl">');
      expect(reply.body).toContain('data-locale="ar"');
      expect(loaderTags(reply.body)).toHaveLength(1);
      expect(reply.body).not.toMatch(/%[A-Z_]+%/);
    });
  });

  describe('when asked for English (?lang=en)', () => {
    it('serves the page left to right and configures the kit in English', async () => {
      const reply = await page('/?lang=en');
      expect(reply.body).toContain('<html lang="en" dir="ltr">');
      expect(reply.body).toContain('data-locale="en"');
    });

    it('treats any other language as Arabic', async () => {
      const reply = await page('/?lang=fr');
      expect(reply.body).toContain('<html lang="ar" dir="rtl">');
    });
  });

  describe('given a request for the partner’s product page', () => {
    it('embeds the shop’s product page for the default item, under the same policy', async () => {
      const reply = await page('/product?lang=en');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-security-policy']).toContain(`script-src 'self' ${KIT_ORIGIN}`);
      expect(reply.body).toContain('<html lang="en" dir="ltr">');
      expect(reply.body).toContain('<souq-product-page item-id="1"></souq-product-page>');
      expect(loaderTags(reply.body)).toHaveLength(1);
      expect(reply.body).not.toMatch(/%[A-Z_]+%/);
    });

    it('shows the item ?item= names by its slug', async () => {
      const reply = await page('/product?item=al-reef-medjool-dates-220');
      expect(reply.body).toContain('item-id="al-reef-medjool-dates-220"');
    });

    it('shows the default item for an ?item= that is no slug, writing none of it into the page', async () => {
      const reply = await page(
        `/product?item=${encodeURIComponent('1"><script>alert(1)</script>')}`,
      );
      expect(reply.body).toContain('item-id="1"');
      expect(reply.body).not.toContain('alert(1)');
    });
  });

  describe('given a request for the partner’s checkout page', () => {
    it('embeds the shop’s checkout of the cart in the language asked, under the same policy', async () => {
      const reply = await page('/checkout?lang=en');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-security-policy']).toContain(`script-src 'self' ${KIT_ORIGIN}`);
      expect(reply.body).toContain('<html lang="en" dir="ltr">');
      expect(reply.body).toContain('<souq-checkout page="cart"></souq-checkout>');
      expect(reply.body).toContain('<souq-cart-drawer></souq-cart-drawer>');
      expect(reply.body).toContain('id="partner-log"');
      expect(loaderTags(reply.body)).toHaveLength(1);
      expect(reply.body).not.toMatch(/%[A-Z_]+%/);
    });

    it('serves it without the kit when asked, the partner’s own markup kept', async () => {
      const reply = await page('/checkout?widgets=off');
      expect(reply.body).not.toContain('souq.js');
      expect(reply.body).not.toMatch(/<\/?souq-/);
      expect(reply.body).toContain('id="partner-log"');
    });
  });

  describe('when asked for a second copy of the kit (?copies=2)', () => {
    it('serves two loader tags', async () => {
      const reply = await page('/?copies=2');
      expect(loaderTags(reply.body)).toHaveLength(2);
    });
  });

  describe('when asked for the page without the widgets (?widgets=off)', () => {
    it('leaves out the loader and every souq- element', async () => {
      const reply = await page('/?widgets=off');
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain('souq.js');
      expect(reply.body).not.toContain(KIT_ORIGIN);
      expect(reply.body).not.toMatch(/<\/?souq-/);
    });

    it('keeps the partner’s own markup, stylesheet and script', async () => {
      const { body } = await page('/?widgets=off');
      expect(body).toContain('<link rel="stylesheet" href="/partner.css" />');
      expect(body).toContain('<script type="module" src="/partner.js"></script>');
      expect(body).toContain('data-testid="partner-product"');
      expect(body).toContain('id="partner-log"');
      expect(body).toMatch(/<\/article>\s*<section class="partner-log"/);
    });

    it('differs from the page with the widgets only by lines left out', async () => {
      for (const lang of ['ar', 'en']) {
        const withWidgets = linesOf((await page(`/?lang=${lang}`)).body);
        const without = linesOf((await page(`/?lang=${lang}&widgets=off`)).body);
        expect(without.length).toBeLessThan(withWidgets.length);
        expect(isSubsequence(without, withWidgets)).toBe(true);
      }
    });

    it('keeps the language and the policy, and adds no second copy', async () => {
      const reply = await page('/?widgets=off&lang=en&copies=2');
      expect(reply.body).toContain('<html lang="en" dir="ltr">');
      expect(reply.body).not.toContain('souq.js');
      expect(reply.headers['content-security-policy']).toContain(`script-src 'self' ${KIT_ORIGIN}`);
    });
  });

  describe('given a request for an HTML file by name', () => {
    it('does not serve the template raw', async () => {
      for (const file of ['/index.html', '/checkout.html']) {
        const reply = await page(file);
        expect(reply.statusCode).toBe(404);
        expect(reply.body).not.toContain('%KIT_ORIGIN%');
      }
    });
  });
});

describe('the kit served at /embed/', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let embedDir: string;
  let imagesDir: string;

  beforeAll(async () => {
    embedDir = mkdtempSync(join(tmpdir(), 'souq-embed-'));
    imagesDir = mkdtempSync(join(tmpdir(), 'souq-embed-images-'));
    mkdirSync(join(embedDir, 'chunks'));
    mkdirSync(join(embedDir, 'assets'));
    const files = {
      'souq.js': LOADER,
      'chunks/x.js': `export const chunk = ${JSON.stringify('chunk '.repeat(400))};`,
      'souq.css': `:host { ${'color: inherit; '.repeat(200)}}`,
    };
    for (const [name, text] of Object.entries(files)) {
      const content = Buffer.from(text);
      writeFileSync(join(embedDir, name), content);
      writeFileSync(join(embedDir, `${name}.br`), compressedCopies(content).br);
    }
    writeFileSync(join(embedDir, 'assets', 'font-abc123.woff2'), Buffer.from([0x77, 0x4f, 0x46]));
    mkdirSync(join(embedDir, '.vite'));
    writeFileSync(join(embedDir, '.vite', 'manifest.json'), '{"souq.js":{"file":"souq.js"}}');
    // An embedded database takes seconds to open on a busy machine.
    database = await openTestDatabase();
    app = await buildServer({ db: database.db, imagesDir, embedDir });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(embedDir, { recursive: true, force: true });
    rmSync(imagesDir, { recursive: true, force: true });
  });

  const fetchKit = (url: string, acceptEncoding = 'identity') =>
    app.inject({
      url,
      headers: { origin: 'https://partner.example', 'accept-encoding': acceptEncoding },
    });

  describe('given a partner page on another origin', () => {
    it('lets it load every kind of file: any origin, cross-origin resource policy', async () => {
      for (const url of [
        '/embed/souq.js',
        '/embed/chunks/x.js',
        '/embed/souq.css',
        '/embed/assets/font-abc123.woff2',
      ]) {
        const reply = await fetchKit(url);
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['access-control-allow-origin']).toBe('*');
        expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
    });
  });

  describe('given the cache', () => {
    it('keeps hashed chunks and assets for good', async () => {
      for (const url of ['/embed/chunks/x.js', '/embed/assets/font-abc123.woff2']) {
        const reply = await fetchKit(url);
        expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('revalidates the loader and the stylesheet, whose names never change', async () => {
      for (const url of ['/embed/souq.js', '/embed/souq.css']) {
        const reply = await fetchKit(url);
        expect(reply.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
      }
    });
  });

  describe('given a browser that accepts Brotli', () => {
    it('sends the Brotli copy of the loader, with the same headers', async () => {
      const reply = await fetchKit('/embed/souq.js', 'gzip, deflate, br');
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['access-control-allow-origin']).toBe('*');
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(LOADER);
    });

    it('sends the file as it is to a client that accepts no compression', async () => {
      const reply = await fetchKit('/embed/souq.js');
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body).toBe(LOADER);
    });
  });

  describe('given a file the build does not hold', () => {
    it('answers 404 in the errors shape', async () => {
      const reply = await app.inject({
        url: '/embed/chunks/missing.js',
        headers: { 'x-localization': 'en' },
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ errors: [{ code: 'not_found', message: 'Route not found' }] });
    });

    it('keeps the build manifest, which the size check reads, to itself', async () => {
      const reply = await fetchKit('/embed/.vite/manifest.json');
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('souq.js');
    });
  });
});
