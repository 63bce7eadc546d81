// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/core/store';

/*
 * The layers of the design (shared/design.md): arrows point to what a layer may import, never
 * the other way. Each rule lists, for the files of one layer, the places they must not import.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(resolve(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** What a file imports: repo-relative paths for relative specifiers, package names otherwise. */
function importsOf(file: string): string[] {
  const text = readFileSync(resolve(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].map(([, , specifier = '']) =>
    specifier.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), specifier)) : specifier,
  );
}

interface LayerRule {
  layer: string;
  files: () => string[];
  forbidden: readonly RegExp[];
}

const isTest = (file: string) => /\.(test|stories)\.tsx?$|\/testing\//.test(file);

const RULES: readonly LayerRule[] = [
  {
    layer: 'src/core (framework-free, shared with the server)',
    files: () => sourceFiles('src/core').filter((file) => !isTest(file)),
    forbidden: [
      /^react/,
      /^@preact\/signals-react/,
      /^src\/(ui|elements)\//,
      /^widgets\//,
      /^demo-site\//,
    ],
  },
  {
    layer: 'src/ui (primitives every widget uses)',
    files: () => sourceFiles('src/ui'),
    forbidden: [/^src\/elements\//, /^widgets\//, /^demo-site\//],
  },
  {
    layer: 'widgets (never the script-tag or npm entry)',
    files: () => sourceFiles('widgets'),
    forbidden: [/^src\/elements\/entry\//, /^src\/elements(\/index)?$/, /^demo-site\//],
  },
  {
    layer: 'the elements host (used by widgets, so it imports none)',
    files: () => sourceFiles('src/elements/host'),
    forbidden: [/^widgets\//, /^src\/elements\/entry\//, /^demo-site\//],
  },
  {
    layer: 'the demo site’s shared tables (read by the storefront and its server alike)',
    files: () => sourceFiles('demo-site/shared'),
    forbidden: [/^react/, /^src\//, /^widgets\//, /^demo-site\/(app|server)\//],
  },
  {
    layer: 'the demo API server (core rules only, no view code)',
    files: () => sourceFiles('demo-site/server'),
    forbidden: [/^react/, /^src\/(ui|elements)\//, /^widgets\//, /^demo-site\/app\//],
  },
];

/*
 * Views read the core's models (`core.shop`, `core.locale`, `core.theme`, `core.session`) and act
 * through their actions; the store's slices are the persistence format, so a view that reaches
 * them ties itself to the server's field names again.
 */
const VIEW_FOLDERS = ['widgets', 'src/ui', 'demo-site/app'] as const;

const SLICES = Object.keys(createStore({ storage: null, events: null })).filter(
  (key) => key !== 'persistence' && key !== 'reset',
);

/** The ways a view gets at the store: through the core, destructured from it, or its slices. */
const STORE_ACCESS: readonly RegExp[] = [
  /\b(?:useSouq\(\)|core)\s*\.\s*store\b/g,
  /\{[^{}]*\bstore\b(?!\s*:)[^{}]*\}\s*(?:=\s*(?:useSouq\(\)|core\b)|:\s*\w*Core\b)/g,
  /\bSouqCore\s*,[^>]*'store'/g,
  new RegExp(`\\bstore\\s*\\.\\s*(?:${SLICES.join('|')})\\b`, 'g'),
];

const isView = (file: string) => !isTest(file) && !file.endsWith('.css.ts');

/** Where some source text reaches the store: `file:line → code`, one entry per line. */
function storeAccessesIn(file: string, text: string): string[] {
  const lines = new Set(
    STORE_ACCESS.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => text.slice(0, match.index).split('\n').length),
    ),
  );
  const source = text.split('\n');
  return [...lines]
    .sort((a, b) => a - b)
    .map((line) => `${file}:${line} → ${source[line - 1]?.trim()}`);
}

const storeAccessesOf = (file: string) =>
  storeAccessesIn(file, readFileSync(resolve(ROOT, file), 'utf8'));

describe('the views of the kit', () => {
  it('read the core’s models, never a store slice', () => {
    const accesses = VIEW_FOLDERS.flatMap(sourceFiles).filter(isView).flatMap(storeAccessesOf);
    expect(accesses).toEqual([]);
  });

  it.each([
    'const { store } = useSouq();',
    'const { cart, store } = core;',
    'const theme = core.store.theme.value;',
    'const digits = useSouq().store.config.value;',
    'souq.store.language.value = "en";',
    "type HomeCore = Pick<SouqCore, 'api' | 'store'>;",
    'export function read({ api, store }: HomeCore) {}',
  ])('finds a view reaching the store: %s', (code) => {
    expect(storeAccessesIn('view.tsx', code)).toEqual([`view.tsx:1 → ${code}`]);
  });

  it.each([
    'finish(option.store.name);',
    'export function StoreCard({ store: shop }: { store: Store }) {}',
    'return links.map(({ store, href }) => store);',
  ])('leaves a vendor store alone: %s', (code) => {
    expect(storeAccessesIn('view.tsx', code)).toEqual([]);
  });
});

describe('the layers of the kit', () => {
  it.each(RULES)('$layer imports only what is below it', ({ files, forbidden }) => {
    const crossings = files().flatMap((file) =>
      importsOf(file)
        .filter((target) => forbidden.some((pattern) => pattern.test(target)))
        .map((target) => `${file} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(importsOf('widgets/cart-drawer/define.ts')).toContain('src/elements/host/defineOnce');
  });
});
