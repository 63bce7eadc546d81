// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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
    layer: 'the demo API server (core rules only, no view code)',
    files: () => sourceFiles('demo-site/server'),
    forbidden: [/^react/, /^src\/(ui|elements)\//, /^widgets\//, /^demo-site\/app\//],
  },
];

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
