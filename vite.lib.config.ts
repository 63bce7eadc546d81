/*
 * The npm library build (`npm run build:lib`): three ES entries for bundlers — the React
 * components (`souq-kit`), the framework-free core (`souq-kit/core`) and the custom elements
 * (`souq-kit/elements`) — with every dependency left to the app's bundler, and the kit's
 * vanilla-extract CSS in one `souq.css` that a React app imports once.
 * Types come from `tsc -p tsconfig.lib.json`; the manifest from scripts/buildElementsManifest.ts.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compiledMessages } from './build/compiledMessages.ts';
import { souqIdentifiers } from './build/cssIdentifiers.ts';
import { BUNDLED_KIT_CSS as KIT_CSS_PLACEHOLDER } from './src/elements/entry/bundledKitCss.ts';

/** Where the library build writes. */
export const LIB_OUT_DIR = resolve(import.meta.dirname, 'dist/lib');

/** The library's entries: output name (without `.js`) → source module. */
export const LIB_ENTRIES = {
  index: resolve(import.meta.dirname, 'src/index.ts'),
  core: resolve(import.meta.dirname, 'src/core/index.ts'),
  elements: resolve(import.meta.dirname, 'src/elements/index.ts'),
} as const;

/** The one stylesheet of the library, without its `.css`. */
export const LIB_CSS_NAME = 'souq';

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const packageJson = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8'),
) as PackageJson;

/** Installed with the package (or by the app, for peers), so never copied into the bundles. */
const installedWithPackage = Object.keys({
  ...packageJson.dependencies,
  ...packageJson.peerDependencies,
});

/**
 * Whether an import stays an import: a dependency or one of its subpaths (`react/jsx-runtime`).
 * `@preact/signals-react` is named too: the components need it at run time, so it belongs among
 * the dependencies, and scripts/checkPackage.ts reports it until it is there.
 */
function isExternal(id: string): boolean {
  return [...installedWithPackage, '@preact/signals-react'].some(
    (name) => id === name || id.startsWith(`${name}/`),
  );
}

/**
 * Puts the text of souq.css into elements.js, so `import 'souq-kit/elements'` styles every
 * shadow root synchronously (no request, no flash of unstyled widgets, nothing a strict CSP
 * blocks), while a React app still takes the same CSS as a file.
 */
function inlineKitCssIntoElements(): Plugin {
  return {
    name: 'souq-inline-kit-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const css = Object.values(bundle).find(
        (output) => output.type === 'asset' && output.fileName === `${LIB_CSS_NAME}.css`,
      );
      const elements = bundle['elements.js'];
      if (css?.type !== 'asset' || elements?.type !== 'chunk') {
        throw new Error(`the library build wrote no ${LIB_CSS_NAME}.css or elements.js`);
      }
      const literals = [`"${KIT_CSS_PLACEHOLDER}"`, `'${KIT_CSS_PLACEHOLDER}'`];
      const found = literals.flatMap((literal) => elements.code.split(literal).slice(1));
      const literal = literals.find((quoted) => elements.code.includes(quoted));
      if (found.length !== 1 || !literal) {
        throw new Error(`elements.js holds the CSS placeholder ${found.length} times, not once`);
      }
      const text =
        typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
      elements.code = elements.code.replace(literal, () => JSON.stringify(text));
    },
  };
}

/** JSON files the emitted declarations import (the English bundle types `MessageKey`). */
export const DECLARATION_JSON = ['locales/en/common.json'] as const;

/**
 * Copies the JSON the declarations import to where they look for it, below dist/lib/types: tsc
 * emits declarations that import JSON but never the JSON itself.
 */
function declarationJson(): Plugin {
  return {
    name: 'souq-declaration-json',
    apply: 'build',
    writeBundle() {
      for (const file of DECLARATION_JSON) {
        const target = resolve(LIB_OUT_DIR, 'types', file);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(resolve(import.meta.dirname, file), target);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: souqIdentifiers }),
    inlineKitCssIntoElements(),
    declarationJson(),
    compiledMessages(),
  ],
  // Only src/, widgets/ and locales/ go in; the demo's public folder does not.
  publicDir: false,
  build: {
    outDir: LIB_OUT_DIR,
    emptyOutDir: true,
    // The app's bundler minifies; readable ES keeps stack traces and tree-shaking plain.
    minify: false,
    // The CSS also travels as a string inside elements.js, where no bundler would minify it.
    cssMinify: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: LIB_ENTRIES,
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: LIB_CSS_NAME,
    },
    rolldownOptions: {
      external: isExternal,
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
