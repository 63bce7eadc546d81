import { resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');

/** Builds the storefront as `npm start` does (`vite build` into dist/demo, which the server serves). */
export async function buildStorefront(): Promise<void> {
  await build({ configFile: resolve(root, 'vite.config.ts'), logLevel: 'silent' }).catch(
    (error: unknown) => {
      throw new Error(`the storefront does not build, so no page can be measured: ${error}`, {
        cause: error,
      });
    },
  );
}
