/*
 * What a partner page downloads: the embed build's loader, the shared runtime every element
 * needs, each widget's own chunk, and the total for a page with the search box and the cart
 * drawer, gzip and Brotli, against the budgets of issue 7 (printed, never asserted).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import type { BenchFigure } from '../figure';
import { round } from '../measure';

const root = resolve(import.meta.dirname, '../..');

const BUDGET_KB = { loader: 3, runtime: 110, widget: 15 } as const;

/** The modules the loader fetches before any widget: the runtime, the page API, the element host. */
const RUNTIME_ENTRIES = [
  'src/elements/runtime.ts',
  'src/elements/souqApi.ts',
  'src/elements/defineSouqElement.tsx',
];

/** The widgets of the partner page the issue sizes: a search box and a cart drawer. */
const PARTNER_WIDGETS = ['search-box', 'cart-drawer'];

type Chunk = Rolldown.OutputChunk;

interface Weight {
  gzip: number;
  brotli: number;
  raw: number;
}

const kb = (bytes: number) => round(bytes / 1024, 2);

function weigh(contents: readonly (string | Uint8Array)[]): Weight {
  let gzip = 0;
  let brotli = 0;
  let raw = 0;
  for (const content of contents) {
    const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
  }
  return { gzip, brotli, raw };
}

/** The chunk and every chunk it imports statically, by file name. */
function closure(start: Chunk, byName: ReadonlyMap<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(start);
  return seen;
}

async function buildEmbed(outDir: string): Promise<Rolldown.RolldownOutput> {
  const output = await build({
    configFile: resolve(root, 'vite.embed.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const [first] = Array.isArray(output) ? output : [output];
  if (!first || !('output' in first)) throw new Error('the embed build wrote nothing');
  return first;
}

function figures(name: string, weight: Weight, budget: number | null, what: string): BenchFigure[] {
  const verdict =
    budget === null
      ? ''
      : `; budget ≤ ${budget} KB gzip: ${kb(weight.gzip) <= budget ? 'met' : 'missed'}`;
  return [
    {
      name: `${name}, gzip`,
      value: kb(weight.gzip),
      unit: 'KB',
      note: `${what}; ${kb(weight.raw)} KB minified${verdict}`,
    },
    { name: `${name}, brotli`, value: kb(weight.brotli), unit: 'KB', note: what },
  ];
}

/** Builds the embed kit once and weighs what each kind of page fetches. */
export async function run(): Promise<BenchFigure[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'souq-embed-'));
  try {
    const { output } = await buildEmbed(outDir);
    const chunks = output.filter(
      (file: Rolldown.OutputChunk | Rolldown.OutputAsset): file is Chunk => file.type === 'chunk',
    );
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    // A module may be the start of its chunk or merged into a shared one.
    const byModule = (path: string) =>
      chunks.find((chunk) => chunk.moduleIds.includes(resolve(root, path)));
    const codeOf = (names: Iterable<string>) => [...names].map((n) => byName.get(n)?.code ?? '');

    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('the embed build has no loader entry');
    const loader = closure(entry, byName);

    const runtime = new Set<string>();
    for (const path of RUNTIME_ENTRIES) {
      const chunk = byModule(path);
      if (!chunk) throw new Error(`no chunk starts at ${path}`);
      for (const name of closure(chunk, byName)) if (!loader.has(name)) runtime.add(name);
    }

    const widgetOwn = (widget: string) => {
      const chunk = byModule(`widgets/${widget}/define.ts`);
      if (!chunk) throw new Error(`no chunk for widgets/${widget}/define.ts`);
      return [...closure(chunk, byName)].filter((n) => !loader.has(n) && !runtime.has(n));
    };

    const css = output.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
    const cssText = css && css.type === 'asset' ? css.source : '';
    const fonts = output
      .filter((file) => file.type === 'asset' && file.fileName.endsWith('.woff2'))
      .map((file) => (file.type === 'asset' ? file.source : ''));

    const result: BenchFigure[] = [
      ...figures(
        'embed loader (souq.js)',
        weigh(codeOf(loader)),
        BUDGET_KB.loader,
        'the script tag itself',
      ),
      ...figures(
        'embed shared runtime',
        weigh(codeOf(runtime)),
        BUDGET_KB.runtime,
        `${runtime.size} chunks: React, the core, i18n, the primitives and the element host, fetched once per page`,
      ),
      ...figures(
        'embed stylesheet (souq.css)',
        weigh([cssText]),
        null,
        'every widget, one shared sheet',
      ),
    ];
    const widgets = chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => id.startsWith(resolve(root, 'widgets')) && id.endsWith('/define.ts'))
      .map((id) => relative(resolve(root, 'widgets'), id).split('/')[0] ?? '')
      .sort();
    for (const widget of widgets) {
      result.push(
        ...figures(
          `embed widget ${widget}`,
          weigh(codeOf(widgetOwn(widget))),
          BUDGET_KB.widget,
          'its own chunks, loaded when its element first appears',
        ),
      );
    }
    const partner = new Set([...loader, ...runtime, ...PARTNER_WIDGETS.flatMap(widgetOwn)]);
    result.push(
      ...figures(
        'partner page with search box and cart drawer, total',
        weigh([...codeOf(partner), cssText]),
        null,
        `loader, runtime, both widgets and the stylesheet; the Arabic font adds ${kb(weigh(fonts).raw)} KB (woff2, 4 faces, fetched as the text needs them)`,
      ),
    );
    return result;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
