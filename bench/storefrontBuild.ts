import { resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');

/**
 * Builds the storefront as `npm start` does: the site into dist/demo, which the server serves,
 * and its server renderer into dist/demo-server.
 */
export async function buildStorefront(): Promise<void> {
  for (const config of ['vite.config.ts', 'vite.ssr.config.ts']) {
    await build({ configFile: resolve(root, config), logLevel: 'silent' }).catch(
      (error: unknown) => {
        throw new Error(`the storefront does not build, so no page can be measured: ${error}`, {
          cause: error,
        });
      },
    );
  }
}
