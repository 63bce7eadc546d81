import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';
import { acyclicChunks } from './build/acyclicChunks.ts';
import { souqIdentifiers } from './build/cssIdentifiers.ts';
import { compiledMessages } from './build/compiledMessages.ts';
import { compileHints } from './build/compileHints.ts';
import { precompress } from './build/precompress.ts';
import { LOCALES } from './src/core/i18n/locale.ts';

const LOCALE_PATH = /^\/public\/locales\/([a-z]{2})\/common\.json$/;

/**
 * Serves and emits the translations at /public/locales/{lng}/common.json, the path spec §1
 * names, so a deployment can update text without rebuilding the bundles.
 */
function publicLocales(): Plugin {
  const source = (lng: string) =>
    readFileSync(resolve(import.meta.dirname, 'locales', lng, 'common.json'), 'utf8');
  const serve: Plugin['configureServer'] = (server) => {
    server.middlewares.use((request, response, next) => {
      const lng = LOCALE_PATH.exec(request.url ?? '')?.[1];
      if (!lng || !(LOCALES as readonly string[]).includes(lng)) return next();
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(source(lng));
    });
  };
  return {
    name: 'souq-public-locales',
    configureServer: serve,
    generateBundle() {
      for (const lng of LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: `public/locales/${lng}/common.json`,
          source: source(lng),
        });
      }
    },
  };
}

/**
 * In development /api and /images go to the backend named by SOUQ_API_URL (`npm run dev` starts
 * the demo API for it). Without one, /api answers 503 with no body, so the storefront shows its
 * translated "could not be reached" state instead of parsing the page as JSON.
 */
function apiGateway(): Plugin {
  const target = process.env.SOUQ_API_URL;
  const answerUnavailable = (server: { middlewares: Connect.Server }) => {
    server.middlewares.use('/api/', (_request, response) => {
      response.statusCode = 503;
      response.end();
    });
  };
  if (target) {
    const proxy = {
      '/api': { target, changeOrigin: true },
      '/images': { target, changeOrigin: true },
    };
    return { name: 'souq-api-gateway', config: () => ({ server: { proxy }, preview: { proxy } }) };
  }
  return {
    name: 'souq-api-gateway',
    configureServer: answerUnavailable,
    configurePreviewServer: answerUnavailable,
  };
}

/**
 * Chunks drawn by hand where the automatic split makes a dozen chunks of 1 to 2 KB: over HTTP/1.1
 * each costs a request on the page's critical path (the checkout fetched 34 scripts, 13 of them
 * under 2 KB). `acyclicChunks` fails the build if a group leaves two chunks importing each other.
 */
const SHARED_CHUNKS = [
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
  // What several pages show their products and stores with: the catalog's pieces, the hooks that
  // read the server, the catalog's queries, the page events.
  {
    name: 'catalog',
    test: /[\\/]src[\\/](ui[\\/](catalog|souq|hooks|StorefrontLink|Img|Price|Icon|VisuallyHidden|leavePage)|core[\\/](catalog|search)|elements[\\/]host[\\/]useSouqEvents)/,
    minShareCount: 2,
  },
  // The core the entry runs, together, with what the pages also read of it.
  { name: 'startup', test: /[\\/]src[\\/]core[\\/]/, tags: ['$initial' as const] },
  // The rest of the core that pages share (prices, rules, endpoints), but for what the storefront's
  // shell and the catalog's pages read of it, which would bring the whole chunk to every page.
  {
    name: 'core',
    test: (id: string) =>
      /[\\/](src[\\/]core|node_modules[\\/]image-size)[\\/]/.test(id) &&
      !/(pollForChanges|pageVisibility|variationChoice)\.ts$/.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
  // What the parcel and prescription pages take from the checkout: its delivery step, address
  // form, ordering and confirmation (the checkout's own sections stay in its route's chunk).
  {
    name: 'checkoutParts',
    test: /[\\/](widgets[\\/]checkout|src[\\/]ui[\\/]address)[\\/]/,
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
];

/** The chunks every storefront page runs as it starts, compiled as they load. */
const STARTUP_CHUNK = /^(index|startup|mountStorefront|catalog|icons|rolldown-runtime)$/;

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

export default defineConfig({
  root: resolve(import.meta.dirname, 'demo-site/app'),
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: souqIdentifiers }),
    publicLocales(),
    apiGateway(),
    precompress(),
    compiledMessages(),
    compileHints(STARTUP_CHUNK),
    acyclicChunks(),
  ],
  server: { port, host },
  preview: { port, host },
  build: {
    outDir: resolve(import.meta.dirname, 'dist/demo'),
    emptyOutDir: true,
    // Which chunks each page needs, for the server to announce in the page's head.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: SHARED_CHUNKS } } },
  },
});
