// @vitest-environment node

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixtures } from '../testing/catalogFixtures';
import { startTestServer, type TestServer } from '../testing/testServer';

/** The storefront's index.html as Vite builds it, its root empty. */
const BUILT_INDEX = `<!doctype html>
<html lang="ar" dir="rtl" data-theme="light">
  <head><title>Souq</title><script type="module" src="/assets/index-abc123.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * A server renderer as the SSR build would put beside the site: it writes back what it was asked
 * with, fails on /stores and declines /coupons, so the tests see what the page server does with each.
 */
const RENDERER = `export const renderStorefront = async (request) => {
  if (request.path === '/stores') throw new Error('renderer failed');
  if (request.path === '/coupons') return undefined;
  if (request.path === '/help-and-support') {
    return '<header><h1>Logo</h1></header><main id="main"><h1>Help <!-- -->&amp; Support</h1></main>';
  }
  return ['<p>rendered', request.path, request.search, request.language, request.theme,
    request.viewport, request.replies.size + ' replies</p>'].join(' ');
};
`;

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

let server: TestServer;

beforeAll(async () => {
  const build = mkdtempSync(join(tmpdir(), 'souq-build-'));
  mkdirSync(join(build, 'demo'));
  mkdirSync(join(build, 'demo-server'));
  writeFileSync(join(build, 'demo', 'index.html'), BUILT_INDEX);
  writeFileSync(join(build, 'demo-server', 'renderStorefront.js'), RENDERER);
  server = await startTestServer({ siteDir: join(build, 'demo') });
  await insertCatalogFixtures(server.db);
}, 60_000);

afterAll(async () => {
  await server.close();
});

const page = async (url: string, headers: Record<string, string>) => {
  const reply = await server.app.inject({ url, headers });
  const root = /<div id="root"([^>]*)>([\s\S]*?)<\/div>/.exec(reply.body);
  return {
    status: reply.statusCode,
    vary: String(reply.headers.vary),
    html: /<html\b[^>]*>/.exec(reply.body)?.[0] ?? '',
    title: /<title>([\s\S]*?)<\/title>/.exec(reply.body)?.[1] ?? '',
    script: /<script type="module"[^>]*>/.exec(reply.body)?.[0] ?? '',
    rootAttributes: root?.[1] ?? '',
    root: root?.[2] ?? '',
    inlineScripts: [...reply.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ''),
    policy: String(reply.headers['content-security-policy']),
  };
};

const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('given the site was built with its server renderer', () => {
  it('renders a phone’s search into the page, with the first screen’s replies it carries', async () => {
    const sent = await page('/search?name=apple', { 'user-agent': PHONE });

    expect(sent.status).toBe(200);
    expect(sent.rootAttributes).toBe(' data-viewport="phone"');
    expect(sent.root).toBe('<p>rendered /search ?name=apple ar light phone 3 replies</p>');
    expect(sent.vary).toContain('user-agent');
    // The page shows without its code: its styles and pictures are fetched first.
    expect(sent.script).toContain('fetchpriority="low"');
  });

  it('renders for a desktop when the browser is not a phone’s, in the language of the cookies', async () => {
    const sent = await page('/home', { 'user-agent': DESKTOP, cookie: 'NEXT_LOCALE=en' });

    expect(sent.rootAttributes).toBe(' data-viewport="desktop"');
    expect(sent.root).toBe('<p>rendered /home  en light desktop 3 replies</p>');
  });

  it('writes the page in the colour scheme the shopper’s cookie names', async () => {
    const sent = await page('/home', { 'user-agent': PHONE, cookie: 'souq_theme=dark' });

    expect(sent.html).toContain('data-theme="dark"');
    expect(sent.root).toContain(' dark phone ');
  });

  it('keeps the default scheme when the cookie names none it knows', async () => {
    const sent = await page('/home', { 'user-agent': PHONE, cookie: 'souq_theme=%22%3E' });

    expect(sent.html).toContain('data-theme="light"');
    expect(sent.root).toContain(' light phone ');
  });

  it('keeps the first taps on a rendered page for the storefront, with a script the policy lets run', async () => {
    const sent = await page('/home', { 'user-agent': PHONE });

    expect(sent.inlineScripts).toHaveLength(1);
    const [recorder = ''] = sent.inlineScripts;
    expect(recorder).toContain('__souqEarlyInput');
    expect(sent.policy).toContain(hashSource(recorder));
    expect(sent.policy).not.toContain("'unsafe-inline'");
  });

  it('sends the page for the browser to render when the renderer fails', async () => {
    const sent = await page('/stores', { 'user-agent': PHONE });

    expect(sent.inlineScripts).toEqual([]);

    expect(sent.status).toBe(200);
    expect(sent.rootAttributes).toBe('');
    expect(sent.root).toBe('');
    expect(sent.script).not.toContain('fetchpriority');
  });

  it('sends the page for the browser to render when the renderer declines it', async () => {
    const sent = await page('/coupons', { 'user-agent': PHONE });

    expect(sent.rootAttributes).toBe('');
    expect(sent.root).toBe('');
  });

  it('names a rendered page in its title by the main heading, as the browser does', async () => {
    const sent = await page('/help-and-support?lang=en', { 'user-agent': DESKTOP });
    expect(sent.title).toBe('Help &amp; Support | Souq');
  });

  it('names a page it did not render by the shop alone', async () => {
    expect((await page('/coupons?lang=en', { 'user-agent': PHONE })).title).toBe('Souq');
    expect((await page('/stores', { 'user-agent': PHONE })).title).toBe('سوق');
  });
});
