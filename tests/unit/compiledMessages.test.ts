// @vitest-environment node
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { compiledMessages, compiledMessagesModule } from '../../build/compiledMessages';
import { BUNDLED_MESSAGES } from '../../src/core/i18n/bundledMessages';

const messagesModule = (lng: string) =>
  resolve(import.meta.dirname, `../../src/core/i18n/messages/${lng}.ts`);

/** The plugin's `load` hook, called as Vite calls it, with a watch list to fill. */
function load(plugin: Plugin, id: string) {
  const watched: string[] = [];
  const hook = plugin.load;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  const context = { addWatchFile: (file: string) => watched.push(file) };
  const code = handler?.call(context as never, id) as string | null | undefined;
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
      const { code, watched } = load(compiledMessages(), messagesModule(lng));
      expect(code).toBe(compiledMessagesModule(lng));
      expect(code).not.toMatch(/import|intl-messageformat/);
      expect(await exported(code ?? '')).toEqual(BUNDLED_MESSAGES[lng]);
      expect(watched).toEqual([resolve(import.meta.dirname, `../../locales/${lng}/common.json`)]);
    },
  );

  it('leaves every other module to Vite', () => {
    expect(load(compiledMessages(), messagesModule('../createI18n')).code).toBeNull();
    expect(load(compiledMessages(), messagesModule('fr')).code).toBeNull();
  });
});
