import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import Fastify, { type FastifyInstance } from 'fastify';
import { build } from 'vite';
import { souqIdentifiers } from '../build/cssIdentifiers';

const root = resolve(import.meta.dirname, '..');
const fixtures = resolve(root, 'bench/fixtures');

/**
 * Builds bench/fixtures/{name}.html as production ships a widget (minified, styles compiled to
 * CSS) into a folder of its own under .data/bench/fixtures, and resolves with that folder.
 */
export async function buildFixturePage(name: string): Promise<string> {
  const outDir = resolve(root, '.data/bench/fixtures', name);
  await build({
    root: fixtures,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react(), vanillaExtractPlugin({ identifiers: souqIdentifiers })],
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      rolldownOptions: { input: resolve(fixtures, `${name}.html`) },
    },
  });
  return outDir;
}

/** A local web server the bench started. */
export interface LocalServer {
  /** e.g. 'http://127.0.0.1:39211'. */
  origin: string;
  close(): Promise<void>;
}

/** Serves a folder on a free loopback port, with any extra routes `configure` adds. */
export async function serveFolder(
  folder: string,
  configure: (app: FastifyInstance) => void = () => {},
): Promise<LocalServer> {
  const app = Fastify();
  await app.register(fastifyStatic, { root: folder });
  configure(app);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, close: () => app.close() };
}
