import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Database } from './db/database';
import { fail } from './http/ApiFailure';
import { answerClientError } from './http/clientErrors';
import { installCors } from './http/corsPolicy';
import { installErrorHandling, sendFailure } from './http/errorHandler';
import { installJsonBodies } from './http/jsonBodies';
import { installSecurityHeaders } from './http/securityHeaders';
import { settleTopUpPayment } from './orders/addFund';
import { startOrderLifecycle } from './orders/lifecycle';
import { storefrontPages } from './pageHead/storefrontPage';
import type { AskApi } from './pageHead/pageReplies';
import { paymentPageRoutes } from './payment/paymentPage';
import { accountRoutes } from './routes/account';
import type { SmsSender } from './routes/account/smsSender';
import { afterOrderRoutes } from './routes/afterOrder';
import { catalogRoutes } from './routes/catalog';
import { contentRoutes } from './routes/content';
import { deliveryRoutes } from './routes/delivery';
import { giftRoutes } from './routes/gifts';
import { orderRoutes } from './routes/order';
import { applicationRoutes } from './routes/applications';
import { supportRoutes } from './routes/support';
import { DEFAULT_SUPPORT_ANSWER_DELAY_MS, startSupportAnswers } from './support/supportAnswers';
import { settleOrderPayment } from './routes/order/settleOrderPayment';
import { uploadRoutes } from './uploads/uploadRoutes';
import { e2eControls } from './testing/e2eControls';

/** How the server is put together; everything it touches is passed in. */
export interface ServerOptions {
  db: Database;
  /** Folder of the seeded pictures, served at /images/. */
  imagesDir: string;
  /** The built storefront to serve at /, or null to serve the API alone. */
  siteDir?: string | null;
  /** The embed build (loader, chunks, souq.css, fonts) to serve at /embed/, or null for none. */
  embedDir?: string | null;
  /** Origins a partner page may call the API from; null allows every origin. */
  corsOrigins?: readonly string[] | null;
  logger?: FastifyServerOptions['logger'];
  /** Moves placed orders on by themselves, a status every `paceSeconds`; off when not given. */
  orderLifecycle?: { paceSeconds: number; pollMs?: number } | null;
  /**
   * The proxies whose `X-Forwarded-*` headers are believed (Fastify's `trustProxy`): the client's
   * address for rate limits, and HTTPS for Strict-Transport-Security. Off by default.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** How one-time codes reach a phone; the demo's log sender when not given. */
  smsSender?: SmsSender;
  /**
   * Support answers the chat by itself, `delayMs` after the shopper's message (3 s when not
   * given); the process writes due answers only when this is given.
   */
  supportAnswers?: { delayMs: number; pollMs?: number } | null;
  /** The end-to-end suite's controls under /__e2e/ (testing/e2eControls.ts); off by default. */
  e2eControls?: boolean;
}

/** Largest request body the API accepts; the routes that take photos raise their own limit. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the demo API (6amMart v1 paths) and, when given, the storefront it serves. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Failures are logged by the error handler; a line per request would only cost time.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Requests the HTTP parser cannot read never reach Fastify; they get the errors shape too.
    clientErrorHandler: answerClientError,
    // A malformed URL or an over-long path parameter fails in the router, before any handler:
    // answer those in the same translated shape as every other refusal.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_BAD_URL' ? 400 : 414;
      sendFailure(request, reply, status, [
        { code: 'url', message: '{field} is invalid', values: { field: 'url' } },
      ]);
    },
  });
  installErrorHandling(app);
  installJsonBodies(app);

  installSecurityHeaders(app);
  await installCors(app, options.corsOrigins);
  await app.register(rateLimit, { global: false });
  // API replies go out compressed to a client that accepts it (brotli at the plugin's middling
  // quality, fast enough for text made per request); the storefront's pages compress themselves
  // (pageHead/sendPage.ts), the built files are compressed ahead.
  await app.register(compress, { encodings: ['br', 'gzip'] });

  await app.register(fastifyStatic, {
    root: resolve(options.imagesDir),
    prefix: '/images/',
    maxAge: '7d',
    decorateReply: false,
    // Pictures kept for review (applications' logos, identity documents) sit in dot folders.
    dotfiles: 'ignore',
  });

  const context = { db: options.db };
  await app.register(catalogRoutes, { prefix: '/api/v1', ...context });
  await app.register(uploadRoutes, { imagesDir: resolve(options.imagesDir) });
  await app.register(accountRoutes, {
    prefix: '/api/v1',
    ...context,
    imagesDir: resolve(options.imagesDir),
    smsSender: options.smsSender,
  });
  await app.register(contentRoutes, { prefix: '/api/v1', ...context });
  await app.register(afterOrderRoutes, {
    prefix: '/api/v1',
    ...context,
    imagesDir: resolve(options.imagesDir),
    trustedOrigins: options.corsOrigins ?? [],
  });
  const lifecycleOptions = options.orderLifecycle;
  if (lifecycleOptions) {
    let lifecycle: ReturnType<typeof startOrderLifecycle> | null = null;
    app.addHook('onReady', async () => {
      lifecycle = startOrderLifecycle(options.db, {
        ...lifecycleOptions,
        onError: (error) => app.log.error({ err: error }, 'order lifecycle step failed'),
      });
    });
    app.addHook('onClose', async () => {
      await lifecycle?.stop();
    });
  }
  await app.register(deliveryRoutes, { prefix: '/api/v1', ...context });
  await app.register(orderRoutes, {
    prefix: '/api/v1',
    ...context,
    imagesDir: resolve(options.imagesDir),
    trustedOrigins: options.corsOrigins ?? [],
  });
  await app.register(supportRoutes, {
    prefix: '/api/v1',
    ...context,
    imagesDir: resolve(options.imagesDir),
    answerDelayMs: options.supportAnswers?.delayMs ?? DEFAULT_SUPPORT_ANSWER_DELAY_MS,
  });
  await app.register(giftRoutes, { prefix: '/api/v1', ...context });
  await app.register(applicationRoutes, {
    prefix: '/api/v1',
    ...context,
    imagesDir: resolve(options.imagesDir),
  });
  const supportAnswers = options.supportAnswers;
  if (supportAnswers) {
    let answerer: ReturnType<typeof startSupportAnswers> | null = null;
    app.addHook('onReady', async () => {
      answerer = startSupportAnswers(options.db, {
        ...supportAnswers,
        onError: (error) => app.log.error({ err: error }, 'support answer failed'),
      });
    });
    app.addHook('onClose', async () => {
      await answerer?.stop();
    });
  }
  await app.register(paymentPageRoutes, {
    ...context,
    settlers: { order: settleOrderPayment, add_fund: settleTopUpPayment },
  });
  if (options.e2eControls) await app.register(e2eControls, { db: options.db });

  const embedDir =
    options.embedDir && existsSync(resolve(options.embedDir, 'souq.js'))
      ? resolve(options.embedDir)
      : null;
  if (embedDir) {
    await app.register(fastifyStatic, {
      root: embedDir,
      prefix: '/embed/',
      decorateReply: false,
      // The build's own files (.vite/manifest.json, read by the size check) are not the kit's.
      dotfiles: 'ignore',
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Partner pages on any origin import these as module scripts and fonts: both are CORS
        // requests. The loader's own name is stable, so it is revalidated; its chunks are hashed.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header(
          'cache-control',
          path.includes(`${sep}chunks${sep}`) || path.includes(`${sep}assets${sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300, must-revalidate',
        );
      },
    });
  }

  const siteDir =
    options.siteDir && existsSync(resolve(options.siteDir, 'index.html'))
      ? resolve(options.siteDir)
      : null;
  if (siteDir) {
    await app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      wildcard: false,
      dotfiles: 'ignore',
      // The build writes .br and .gz copies beside each text file (build/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed bundle names change with their content: a browser may keep them for good.
        if (path.includes(`${sep}assets${sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  // A page's first catalog reads are asked of this same server in-process, from the shopper's
  // address, so they count against the shopper's own rate limit as the page's requests would.
  const askApi: AskApi = async (read, headers, request) => {
    const query = Object.fromEntries(
      Object.entries(read.query ?? {}).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)]],
      ),
    );
    const answer = await app.inject({
      method: 'GET',
      url: read.path,
      query,
      headers,
      remoteAddress: request.ip,
    });
    return { status: answer.statusCode, body: answer.body };
  };
  const sendStorefrontPage = siteDir ? storefrontPages(options.db, siteDir, askApi) : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Storefront routes (/home, /product/42 …) are the single-page app's to resolve; the server
    // writes the head of product, store, category and search pages (pageHead/).
    if (
      sendStorefrontPage &&
      // Link checkers and some crawlers ask HEAD first; Node sends the headers alone.
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/images/') &&
      !path.startsWith('/embed/')
    ) {
      return sendStorefrontPage(request, reply);
    }
    throw fail(404, 'not_found', 'Route not found');
  });
  return app;
}

/** How the partner page's server is put together. */
export interface PartnerServerOptions {
  /** The folder of demo-site/partner: index.html and its own CSS and script. */
  partnerDir: string;
  /** Origin of the shop that serves the kit (`/embed/souq.js`) and the API. */
  kitOrigin: string;
  logger?: FastifyServerOptions['logger'];
}

/** The partner page's policy (issue #7): only its own and the kit's scripts, only its own CSS. */
export function partnerContentSecurityPolicy(kitOrigin: string): string {
  return [
    `script-src 'self' ${kitOrigin}`,
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** A `<script>` or `<link>` of the page template that fetches from the kit's origin, with its line. */
const KIT_TAG =
  /^[ \t]*<(script|link)\b[^>]*\b(?:src|href)="%KIT_ORIGIN%[^"]*"[^>]*>(?:\s*<\/\1>)?[ \t]*\n?/gm;
/** A `<souq-…>` element with whatever it holds, with its line when it stands on one of its own. */
const SOUQ_ELEMENT = /(?:^[ \t]*)?<(souq-[a-z0-9-]+)\b[^>]*>[\s\S]*?<\/\1>(?:[ \t]*\n)?/gm;

/** The page template as it would be without the kit: the partner's own page alone. */
function withoutSouqKit(template: string): string {
  return template.replace(KIT_TAG, '').replace(SOUQ_ELEMENT, '');
}

/**
 * The partner's pages: its home with the search box, the cart and its own product card, its
 * product page, which shows one of the shop's items through `<souq-product-page>`, and its
 * checkout, where `<souq-checkout>` places the cart's order and confirms it in place.
 */
const PARTNER_PAGES = {
  '/': 'index.html',
  '/product': 'product.html',
  '/checkout': 'checkout.html',
} as const;

/** The item the partner's product page shows by default, and what `?item=` may name instead. */
const DEFAULT_PARTNER_ITEM = '1';
const ITEM_REFERENCE = /^[a-z0-9-]{1,120}$/;

/**
 * A stand-in for a partner's site on its own origin: plain pages under a strict CSP that embed
 * the kit by one script tag. `?lang=en` serves a page in English (Arabic by default), `?copies=2`
 * with a second copy of the loader (a deployment slip the kit must survive), `?widgets=off`
 * without the kit: no tag that points at the kit's origin and no `<souq-…>` element, the
 * partner's own markup, CSS and script unchanged (the baseline of the Lighthouse bench). The
 * product page takes `?item=` (a slug or id; anything else is the default item). The pages name
 * the kit's origin, so they hold `%KIT_ORIGIN%`, `%LANG%`, `%DIR%` and `%ITEM%`, and a
 * `<!--%SECOND_COPY%-->` comment.
 */
export async function buildPartnerServer(options: PartnerServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const policy = partnerContentSecurityPolicy(options.kitOrigin);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers({
      'content-security-policy': policy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    done();
  });
  const secondCopy = `<script type="module" src="${options.kitOrigin}/embed/souq.js?copy=2"></script>`;
  for (const [route, file] of Object.entries(PARTNER_PAGES)) {
    const template = readFileSync(resolve(options.partnerDir, file), 'utf8');
    const withoutKit = withoutSouqKit(template);
    app.get<{ Querystring: { lang?: string; copies?: string; widgets?: string; item?: string } }>(
      route,
      (request, reply) => {
        const { query } = request;
        const lang = query.lang === 'en' ? 'en' : 'ar';
        const kitless = query.widgets === 'off';
        const item =
          query.item !== undefined && ITEM_REFERENCE.test(query.item)
            ? query.item
            : DEFAULT_PARTNER_ITEM;
        const page = (kitless ? withoutKit : template)
          .replace('<!--%SECOND_COPY%-->', query.copies === '2' && !kitless ? secondCopy : '')
          .replaceAll('%KIT_ORIGIN%', options.kitOrigin)
          .replaceAll('%LANG%', lang)
          .replaceAll('%DIR%', lang === 'ar' ? 'rtl' : 'ltr')
          .replaceAll('%ITEM%', item);
        return reply.type('text/html; charset=utf-8').send(page);
      },
    );
  }
  await app.register(fastifyStatic, {
    root: resolve(options.partnerDir),
    prefix: '/',
    index: false,
    allowedPath: (path) => !path.endsWith('.html'),
  });
  return app;
}
