/*
 * Writes a Brotli and a gzip copy beside every text file of the storefront's build, so the demo
 * server sends them compressed (`@fastify/static`'s `preCompressed`) without compressing on each
 * request.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|json|svg)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** The Brotli and gzip copies of one file's content. */
export function compressedCopies(content: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz: gzipSync(content, { level: 9 }),
  };
}

/** The Vite plugin: after the bundle is written, adds `.br` and `.gz` beside each text file. */
export function precompress(): Plugin {
  return {
    name: 'souq-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        const { br, gz } = compressedCopies(content);
        writeFileSync(`${path}.br`, br);
        writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
