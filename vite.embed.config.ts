/*
 * The embed build (`npm run build:embed`): `embed/souq.js`, the loader a partner page includes,
 * with every widget a chunk of its own fetched on first need, the code they all use (React, the
 * core, the primitives) in shared chunks fetched once, and the CSS of every widget in one
 * `souq.css` the loader puts into the shared constructable stylesheet. Output: dist/embed/.
 * The components run on preact/compat here (design.md, "Script-tag runtime"): a partner page pays
 * for Preact, not React DOM. The npm library and the demo storefront stay on React.
 */
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { souqIdentifiers } from './build/cssIdentifiers.ts';
import { compiledMessages } from './build/compiledMessages.ts';
import { compileHints } from './build/compileHints.ts';
import { precompress } from './build/precompress.ts';
import { DEFAULT_LOCALE } from './src/core/i18n/locale.ts';

/** Where the embed build writes; the demo server serves it at /embed/. */
export const EMBED_OUT_DIR = resolve(import.meta.dirname, 'dist/embed');

/** The one stylesheet of the embed build (fixed name: the loader asks for it beside itself). */
export const EMBED_CSS_FILE = 'souq.css';

/**
 * React's entry points, the signals adapter and the packages built on them (r2wc, Floating UI,
 * lucide-react) resolved to Preact's counterparts. Exact matches only, so `react-dom/client` is
 * not caught by the `react-dom` rule.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  {
    find: /^@preact\/signals-react\/runtime$/,
    replacement: resolve(import.meta.dirname, 'src/elements/preact/signalsRuntime.ts'),
  },
];

export default defineConfig({
  // Chunks, fonts and the stylesheet are found relative to the loader's own URL
  // (`import.meta.url`), wherever the shop serves it.
  base: './',
  publicDir: false,
  resolve: { alias: PREACT_ALIASES },
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: souqIdentifiers }),
    precompress(),
    // Arabic, the default, ships with the runtime; English is a chunk fetched on first need.
    compiledMessages({ bundled: [DEFAULT_LOCALE] }),
    // Every chunk a widget runs (the shared runtime and the widgets' own), not the small loader.
    compileHints(/^(?!souq$)/),
  ],
  build: {
    outDir: EMBED_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    // One CSS file for all widgets: shadow roots cannot see the <link> Vite would add per chunk.
    cssCodeSplit: false,
    // Preload lists would weigh the loader by the dependencies of every widget; the loader
    // instead fetches the shared chunks itself, in parallel, before any widget chunk.
    modulePreload: false,
    // Which module became which chunk, for the size check of `npm run verify`
    // (scripts/checkEmbedSize.ts); it names only files the kit serves anyway.
    manifest: true,
    rolldownOptions: {
      input: { souq: resolve(import.meta.dirname, 'embed/souq.ts') },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? EMBED_CSS_FILE
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
