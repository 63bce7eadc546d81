import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import type { BenchFigure } from '../figure';

const root = resolve(import.meta.dirname, '../..');

/** Entry points weighed on their own: the whole core, then each module a widget may pull in. */
const ENTRIES: Record<string, string> = {
  'core (all modules)': 'src/core/index.ts',
  'core/store': 'src/core/store/index.ts',
  'core/api': 'src/core/api/index.ts',
  'core/i18n (with both locales)': 'src/core/i18n/index.ts',
  'core/session': 'src/core/session/index.ts',
  'core/pricing': 'src/core/pricing/index.ts',
  'core/cart': 'src/core/cart/index.ts',
  'core/toast': 'src/core/toast/index.ts',
  'core/search': 'src/core/search/index.ts',
};

/** Bundles one entry with its dependencies, minified ESM as the script-tag build ships it. */
async function minifiedBytes(entry: string): Promise<Buffer> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      rolldownOptions: { input: resolve(root, entry), preserveEntrySignatures: 'exports-only' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const bundles = Array.isArray(output) ? output : [output];
  const code = bundles
    .flatMap((bundle) => bundle.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('');
  return Buffer.from(code);
}

/** Measures minified and gzip sizes of the core and each of its modules, in KB. */
export async function run(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const bytes = await minifiedBytes(entry);
    figures.push({
      name: `${name}, gzip`,
      value: Number((gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)),
      unit: 'KB',
      note: `${(bytes.length / 1024).toFixed(1)} KB minified, every dependency bundled`,
    });
  }
  return figures;
}
