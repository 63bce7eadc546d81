/*
 * The embed build (`npm run build:embed`): `embed/souq.js`, the loader a partner page includes,
 * with every widget a chunk of its own fetched on first need, the code they all use (React, the
 * core, the primitives) in shared chunks fetched once, and the CSS of every widget in one
 * `souq.css` the loader puts into the shared constructable stylesheet. Output: dist/embed/.
 */
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { souqIdentifiers } from './build/cssIdentifiers.ts';
import { compiledMessages } from './build/compiledMessages.ts';
import { precompress } from './build/precompress.ts';
import { DEFAULT_LOCALE } from './src/core/i18n/locale.ts';

/** Where the embed build writes; the demo server serves it at /embed/. */
export const EMBED_OUT_DIR = resolve(import.meta.dirname, 'dist/embed');

/** The one stylesheet of the embed build (fixed name: the loader asks for it beside itself). */
export const EMBED_CSS_FILE = 'souq.css';

export default defineConfig({
  // Chunks, fonts and the stylesheet are found relative to the loader's own URL
  // (`import.meta.url`), wherever the shop serves it.
  base: './',
  publicDir: false,
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: souqIdentifiers }),
    precompress(),
    // Arabic, the default, ships with the runtime; English is a chunk fetched on first need.
    compiledMessages({ bundled: [DEFAULT_LOCALE] }),
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
