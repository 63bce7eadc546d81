/*
 * What a partner page downloads: the embed build's loader, the shared runtime every element
 * needs, each widget's own chunk, and the total for a page with the search box and the cart
 * drawer, gzip and Brotli, against the budgets of issue 7 (printed, never asserted).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, minifySync, type Rolldown } from 'vite';
import type { BenchFigure } from '../figure';
import { EMBED_BUDGET_KB as BUDGET_KB, RUNTIME_ENTRIES } from '../../scripts/embedSizeBudget';
import { round } from '../measure';

const root = resolve(import.meta.dirname, '../..');

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

/** 'react-dom', '@floating-ui/react', 'src/core', 'locales' … : where a module comes from. */
function sourceOf(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage?.[1]) return inPackage[1];
  const local = relative(root, id).split(sep);
  return local[0] === 'src' ? local.slice(0, 2).join('/') : (local[0] ?? id);
}

/**
 * What takes the runtime's space: its modules' rendered code grouped by package or source folder,
 * each group minified (names and spaces; nothing dropped) and compressed on its own (so the shares add up to a little more than the
 * whole: top-level names keep their length, and each group starts its compression afresh).
 */
function runtimeShares(runtime: ReadonlySet<string>, byName: ReadonlyMap<string, Chunk>) {
  const groups = new Map<string, string[]>();
  for (const name of runtime) {
    for (const [id, module] of Object.entries(byName.get(name)?.modules ?? {})) {
      const group = sourceOf(id);
      groups.set(group, [...(groups.get(group) ?? []), module.code ?? '']);
    }
  }
  return [...groups]
    .map(([group, code]) => ({
      group,
      weight: weigh([
        minifySync(`${group}.js`, code.join('\n'), { module: true, compress: false }).code,
      ]),
    }))
    .filter(({ weight }) => weight.gzip >= 1024)
    .sort((a, b) => b.weight.gzip - a.weight.gzip)
    .map(({ group, weight }) => ({
      name: `embed shared runtime: ${group}, gzip`,
      value: kb(weight.gzip),
      unit: 'KB',
      note: `its share of the runtime, compressed alone; ${kb(weight.raw)} KB minified`,
    }));
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

    /** What a widget's element adds to a page that has the runtime: its chunks and theirs. */
    const widgetAdds = (widget: string) => {
      const chunk = byModule(`widgets/${widget}/define.ts`);
      if (!chunk) throw new Error(`no chunk for widgets/${widget}/define.ts`);
      return [...closure(chunk, byName)].filter((n) => !loader.has(n) && !runtime.has(n));
    };
    /** The widget's own code: its folder's modules as rendered, wherever they were chunked. */
    const widgetCode = (widget: string) => {
      const folder = `${resolve(root, 'widgets', widget)}${sep}`;
      return chunks.flatMap((chunk) =>
        Object.entries(chunk.modules)
          .filter(([id]) => id.startsWith(folder))
          .map(([, module]) => module.code ?? ''),
      );
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
        `${runtime.size} chunks: preact/compat, the store, the core, i18n and the element host, fetched once per page`,
      ),
      ...runtimeShares(runtime, byName),
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
          `embed widget ${widget}, own code`,
          weigh([widgetCode(widget).join('')]),
          BUDGET_KB.widget,
          'the modules of its folder, loaded when its element first appears',
        ),
        ...figures(
          `embed widget ${widget}, added to a page with the runtime`,
          weigh(codeOf(widgetAdds(widget))),
          null,
          'its chunks with the ones it shares: the primitives, the floating layer, the widgets it composes',
        ),
      );
    }
    const partner = new Set([...loader, ...runtime, ...PARTNER_WIDGETS.flatMap(widgetAdds)]);
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
