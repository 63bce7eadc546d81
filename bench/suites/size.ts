import { existsSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';
import { compiledMessages } from '../../build/compiledMessages';
import { souqIdentifiers } from '../../build/cssIdentifiers';
import type { BenchFigure } from '../figure';
import { round } from '../measure';

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

/** The design's budget for one widget's lazily loaded chunk, gzip. */
const WIDGET_BUDGET_KB = 15;
/** A page widget's budget (the browse pages issue): a whole page is allowed a little more. */
const PAGE_WIDGET_BUDGET_KB = 20;
/** The checkout and account pages' budget (the design's budgets): their forms weigh more. */
const CHECKOUT_PAGE_BUDGET_KB = 25;
/** The page widgets whose folder does not end in `-page`: the checkout and the order pages. */
const ORDER_PAGES = new Set(['order-tracking', 'order-list', 'order-details']);
const budgetOf = (name: string) => {
  if (name === 'checkout') return CHECKOUT_PAGE_BUDGET_KB;
  return name.endsWith('-page') || ORDER_PAGES.has(name) ? PAGE_WIDGET_BUDGET_KB : WIDGET_BUDGET_KB;
};

/** Folders every widget shares at run time, so none of them counts as a widget's own code. */
const SHARED_LAYERS = ['src/core', 'src/ui', 'src/elements'].map(
  (folder) => `${resolve(root, folder)}${sep}`,
);

/** Packages src/ui leaves to the page (the runtime loads them once for every widget). */
const UI_PEERS = new Set(['react', 'react-dom', '@preact/signals-core', '@preact/signals-react']);

/** Whether an import stays out of a bundle; `importer` is the importing file, when known. */
type ExternalTest = (id: string, importer: string | undefined) => boolean;

/** How one entry is bundled. */
interface BundlePlan {
  /** Imports left out of the bundle; none by default, every dependency is bundled. */
  external?: ExternalTest;
  /** Compiles vanilla-extract `.css.ts` files, emitting their CSS as assets. */
  styles?: boolean;
}

/** A bundle's minified JavaScript and CSS. */
interface Bundle {
  js: Buffer;
  css: Buffer;
}

const isVirtual = (id: string) => id.startsWith('\0');
const isPackage = (id: string) => !isVirtual(id) && !id.startsWith('.') && !isAbsolute(id);

/** 'lucide-react/icons/x' → 'lucide-react', '@preact/signals-react/runtime' → '@preact/signals-react'. */
function packageOf(id: string): string {
  const parts = id.split('/');
  return (id.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Whether a relative or absolute import points into one of `folders`. */
function pointsInto(folders: readonly string[], id: string, importer: string | undefined): boolean {
  const path = isAbsolute(id) ? id : resolve(importer ? dirname(importer) : root, id);
  return folders.some((folder) => path.startsWith(folder));
}

/**
 * A widget's own code: every package but its icons, the shared layers, and the other widgets it
 * composes (the header holds the search box and the drawers, each a chunk of its own) are left out.
 */
const widgetExternalFor =
  (name: string): ExternalTest =>
  (id, importer) => {
    if (isVirtual(id)) return false;
    if (isPackage(id)) return packageOf(id) !== 'lucide-react';
    const widgets = `${resolve(root, 'widgets')}${sep}`;
    const own = `${resolve(root, 'widgets', name)}${sep}`;
    if (pointsInto([widgets], id, importer) && !pointsInto([own], id, importer)) return true;
    return pointsInto(SHARED_LAYERS, id, importer);
  };

/** The UI layer's own code: React, the signals and the core are left out, its other packages kept. */
const uiExternal: ExternalTest = (id, importer) => {
  if (isVirtual(id)) return false;
  if (isPackage(id)) return UI_PEERS.has(packageOf(id));
  return pointsInto([`${resolve(root, 'src/core')}${sep}`], id, importer);
};

/** Bundles one entry, minified ESM as the script-tag build ships it. */
async function minifiedBundle(entry: string, plan: BundlePlan = {}): Promise<Bundle> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    // Messages compiled as every build ships them (build/compiledMessages.ts), both languages.
    plugins: [
      compiledMessages(),
      ...(plan.styles ? [vanillaExtractPlugin({ identifiers: souqIdentifiers })] : []),
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      rolldownOptions: {
        input: resolve(root, entry),
        preserveEntrySignatures: 'exports-only',
        ...(plan.external ? { external: plan.external } : {}),
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const files = (Array.isArray(output) ? output : [output]).flatMap((bundle) => bundle.output);
  const code = files.map((file) => (file.type === 'chunk' ? file.code : '')).join('');
  const css = files
    .map((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? file.source : ''))
    .map((source) => (typeof source === 'string' ? source : Buffer.from(source).toString('utf8')))
    .join('');
  return { js: Buffer.from(code), css: Buffer.from(css) };
}

const gzipKb = (bytes: Buffer) => round(gzipSync(bytes, { level: 9 }).length / 1024, 1);
/** Bytes as KB for a note, with one decimal always shown. */
const kbText = (bytes: number) => (bytes / 1024).toFixed(1);

/** The widget folders that register an element, by folder name. */
function widgetNames(): string[] {
  return readdirSync(resolve(root, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => existsSync(resolve(root, 'widgets', name, 'define.ts')))
    .sort();
}

/** Each widget's own JavaScript and CSS, without what the widgets share. */
async function widgetFigures(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const name of widgetNames()) {
    const { js, css } = await minifiedBundle(`widgets/${name}/define.ts`, {
      external: widgetExternalFor(name),
      styles: true,
    });
    figures.push(
      {
        name: `widget ${name}: own code, gzip`,
        value: gzipKb(js),
        unit: 'KB',
        note: `${kbText(js.length)} KB minified from define.ts; budget ≤ ${budgetOf(name)} KB gzip; src/core, src/ui, src/elements, the other widgets it composes and every package but lucide-react left out`,
      },
      {
        name: `widget ${name}: own CSS, gzip`,
        value: gzipKb(css),
        unit: 'KB',
        note: `${kbText(css.length)} KB minified, from the widget's own .css.ts files`,
      },
    );
  }
  return figures;
}

/** The primitives every widget shares, without React, the signals and the core. */
async function uiFigure(): Promise<BenchFigure> {
  const { js, css } = await minifiedBundle('src/ui/index.ts', {
    external: uiExternal,
    styles: true,
  });
  return {
    name: 'src/ui (all primitives), gzip',
    value: gzipKb(js),
    unit: 'KB',
    note: `${kbText(js.length)} KB minified; its CSS ${gzipKb(css)} KB gzip (${kbText(css.length)} KB minified); react, react-dom, signals and src/core left out`,
  };
}

/** Measures minified and gzip sizes of the core and its modules, the UI layer and each widget, in KB. */
export async function run(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const { js } = await minifiedBundle(entry);
    figures.push({
      name: `${name}, gzip`,
      value: gzipKb(js),
      unit: 'KB',
      note: `${kbText(js.length)} KB minified, every dependency bundled`,
    });
  }
  figures.push(await uiFigure(), ...(await widgetFigures()));
  return figures;
}
