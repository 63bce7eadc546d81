/*
 * Compiles the kit's ICU messages at build time: each `src/core/i18n/messages/{lng}.ts` module
 * becomes its compiled bundle as JSON, so neither the ICU text nor intl-messageformat's parser
 * ships to a browser. Without this plugin (the server under tsx, the tests) the same modules
 * compile on load, with the same compiler, to the same result. `bundledMessages.ts` keeps the
 * languages named in `bundled` (all by default); the others become chunks fetched when asked for.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isLocale, LOCALES, type Locale } from '../src/core/i18n/locale.ts';

const root = resolve(import.meta.dirname, '..');
const MESSAGES_MODULE = /\/src\/core\/i18n\/messages\/([a-z]{2})\.ts$/;
const BUNDLED_MODULE = /\/src\/core\/i18n\/bundledMessages\.ts$/;

/** The locale file a language's messages come from. */
export const localeFile = (lng: Locale) => resolve(root, 'locales', lng, 'common.json');

/** The module a language's messages module becomes: its compiled bundle, parsed once as JSON. */
export async function compiledMessagesModule(lng: Locale): Promise<string> {
  // Imported when first needed: the compiler's own imports are written for Vite, not for Node.
  const { compileBundle } = await import('../src/core/i18n/compileMessages.ts');
  const source = JSON.parse(readFileSync(localeFile(lng), 'utf8')) as Record<string, string>;
  const compiled = JSON.stringify(compileBundle(source, lng));
  // JSON.parse of one string reads faster than an object literal of the same size.
  return `export default JSON.parse(${JSON.stringify(compiled)});\n`;
}

/**
 * `bundledMessages.ts` with only `bundled` imported statically; every language stays reachable
 * through `loadCompiledMessages`, a dynamic import, so the others become chunks of their own.
 */
export function bundledMessagesModule(bundled: readonly Locale[]): string {
  const chunks = LOCALES.filter((lng) => !bundled.includes(lng)).map(
    (lng) => `${lng}: () => import('./messages/${lng}.ts')`,
  );
  return [
    ...bundled.map((lng) => `import ${lng} from './messages/${lng}.ts';`),
    `export const BUNDLED_MESSAGES = { ${bundled.join(', ')} };`,
    `const chunks = { ${chunks.join(', ')} };`,
    'export const loadCompiledMessages = async (lng) => (await chunks[lng]()).default;',
    '',
  ].join('\n');
}

/** Options of the plugin. */
export interface CompiledMessagesOptions {
  /** The languages shipped with the code that translates; all of them when left out. */
  bundled?: readonly Locale[];
}

/** The Vite plugin: loads each language's messages module precompiled. */
export function compiledMessages(options: CompiledMessagesOptions = {}): Plugin {
  return {
    name: 'souq-compiled-messages',
    enforce: 'pre',
    async load(id) {
      const path = id.split('?')[0] ?? id;
      if (BUNDLED_MODULE.test(path)) return bundledMessagesModule(options.bundled ?? LOCALES);
      const lng = MESSAGES_MODULE.exec(path)?.[1];
      if (!isLocale(lng)) return null;
      this.addWatchFile(localeFile(lng));
      return compiledMessagesModule(lng);
    },
  };
}
