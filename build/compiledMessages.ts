/*
 * Compiles the kit's ICU messages at build time: each `src/core/i18n/messages/{lng}.ts` module
 * becomes its compiled bundle as JSON, so neither the ICU text nor intl-messageformat's parser
 * ships to a browser. Without this plugin (the server under tsx, the tests) the same modules
 * compile on load, with the same compiler, to the same result.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compileBundle } from '../src/core/i18n/compileMessages.ts';
import { isLocale, type Locale } from '../src/core/i18n/locale.ts';

const root = resolve(import.meta.dirname, '..');
const MESSAGES_MODULE = /\/src\/core\/i18n\/messages\/([a-z]{2})\.ts$/;

/** The locale file a language's messages come from. */
export const localeFile = (lng: Locale) => resolve(root, 'locales', lng, 'common.json');

/** The module a language's messages module becomes: its compiled bundle, parsed once as JSON. */
export function compiledMessagesModule(lng: Locale): string {
  const source = JSON.parse(readFileSync(localeFile(lng), 'utf8')) as Record<string, string>;
  const compiled = JSON.stringify(compileBundle(source, lng));
  // JSON.parse of one string reads faster than an object literal of the same size.
  return `export default JSON.parse(${JSON.stringify(compiled)});\n`;
}

/** The Vite plugin: loads each language's messages module precompiled. */
export function compiledMessages(): Plugin {
  return {
    name: 'souq-compiled-messages',
    enforce: 'pre',
    load(id) {
      const lng = MESSAGES_MODULE.exec(id.split('?')[0] ?? id)?.[1];
      if (!isLocale(lng)) return null;
      this.addWatchFile(localeFile(lng));
      return compiledMessagesModule(lng);
    },
  };
}
