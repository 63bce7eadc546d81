import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { souqIdentifiers } from './build/cssIdentifiers.ts';
import { compiledMessages } from './build/compiledMessages.ts';

/**
 * The storefront's server renderer (demo-site/app/renderStorefront.tsx) as one module the demo
 * server imports: the browser build's components, class names and messages, for Node.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'demo-site/app'),
  plugins: [react(), vanillaExtractPlugin({ identifiers: souqIdentifiers }), compiledMessages()],
  build: {
    ssr: resolve(import.meta.dirname, 'demo-site/app/renderStorefront.tsx'),
    outDir: resolve(import.meta.dirname, 'dist/demo-server'),
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'renderStorefront.js' } },
  },
});
