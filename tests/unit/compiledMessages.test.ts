// @vitest-environment node
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  bundledMessagesModule,
  compiledMessages,
  compiledMessagesModule,
} from '../../build/compiledMessages';
import { BUNDLED_MESSAGES } from '../../src/core/i18n/bundledMessages';

const messagesModule = (lng: string) =>
  resolve(import.meta.dirname, `../../src/core/i18n/messages/${lng}.ts`);

/** The plugin's `load` hook, called as Vite calls it, with a watch list to fill. */
async function load(plugin: Plugin, id: string) {
  const watched: string[] = [];
  const hook = plugin.load;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  const context = { addWatchFile: (file: string) => watched.push(file) };
  const code = (await handler?.call(context as never, id)) as string | null | undefined;
  return { code, watched };
}

/** What a generated module exports, evaluated as an ES module. */
async function exported(code: string): Promise<unknown> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: unknown }).default;
}

describe('given the compiled-messages build plugin', () => {
  it.each(['ar', 'en'] as const)(
    'loads the %s messages module as the bundle the compiler makes, with no parser in it',
    async (lng) => {
      const { code, watched } = await load(compiledMessages(), messagesModule(lng));
      expect(code).toBe(await compiledMessagesModule(lng));
      expect(code).not.toMatch(/import|intl-messageformat/);
      expect(await exported(code ?? '')).toEqual(BUNDLED_MESSAGES[lng]);
      expect(watched).toEqual([resolve(import.meta.dirname, `../../locales/${lng}/common.json`)]);
    },
  );

  it('leaves every other module to Vite', async () => {
    expect((await load(compiledMessages(), messagesModule('../createI18n'))).code).toBeNull();
    expect((await load(compiledMessages(), messagesModule('fr'))).code).toBeNull();
  });
});

const bundledModule = resolve(import.meta.dirname, '../../src/core/i18n/bundledMessages.ts');

describe('given the script-tag build keeps only Arabic', () => {
  it('bundles the Arabic messages and leaves English to a chunk of its own', async () => {
    const { code } = await load(compiledMessages({ bundled: ['ar'] }), bundledModule);
    expect(code).toBe(bundledMessagesModule(['ar']));
    expect(code).toContain("import ar from './messages/ar.ts';");
    expect(code).not.toMatch(/import en from|import\('\.\/messages\/ar/);
    expect(code).toContain("en: () => import('./messages/en.ts')");
  });
});

describe('given a build that names no languages', () => {
  it('bundles both, with nothing left to fetch', async () => {
    const { code } = await load(compiledMessages(), bundledModule);
    expect(code).toContain("import ar from './messages/ar.ts';");
    expect(code).toContain("import en from './messages/en.ts';");
    expect(code).not.toMatch(/import\(/);
  });
});
