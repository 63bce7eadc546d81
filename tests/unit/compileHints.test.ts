// @vitest-environment node
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_AT_LOAD, compileHints } from '../../build/compileHints';

/** A bundle as Rolldown hands it to `generateBundle`: chunks by file name, and an asset. */
const bundle = () =>
  ({
    'assets/index-1.js': { type: 'chunk', name: 'index', code: 'const __vite__mapDeps=1;' },
    'assets/CartDrawer-1.js': { type: 'chunk', name: 'CartDrawer', code: 'export{};' },
    'assets/index-1.css': { type: 'asset', name: 'index', source: 'a{}' },
  }) as unknown as OutputBundle;

/** The plugin's `generateBundle` hook, called as Vite calls it. */
function generate(plugin: Plugin, output: OutputBundle) {
  const hook = plugin.generateBundle;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  handler?.call({} as never, {} as never, output, false);
}

describe('given the chunks of a storefront build', () => {
  it('opens each start-up chunk with the compile hint, before what Vite put first', () => {
    const output = bundle();
    generate(compileHints(/^index$/), output);
    const entry = output['assets/index-1.js'];
    expect(entry?.type === 'chunk' && entry.code).toBe(
      `${COMPILE_AT_LOAD}const __vite__mapDeps=1;`,
    );
  });

  it('leaves the chunks loaded later, and the styles, as they were', () => {
    const output = bundle();
    generate(compileHints(/^index$/), output);
    const drawer = output['assets/CartDrawer-1.js'];
    expect(drawer?.type === 'chunk' && drawer.code).toBe('export{};');
    expect(output['assets/index-1.css']).toMatchObject({ source: 'a{}' });
  });
});
