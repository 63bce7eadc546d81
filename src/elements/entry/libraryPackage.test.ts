// @vitest-environment node
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_PATH } from '../../../scripts/buildElementsManifest';
import {
  bareImports,
  declarationImportProblem,
  exportTargets,
  LIBRARY_PACKAGE_FIELDS,
  packageFieldProblems,
  relativeSpecifiers,
} from '../../../scripts/checkPackage';
import { fullySpecified, fullySpecifyImports } from '../../../scripts/fullySpecifyDeclarations';
import { LIB_CSS_NAME, LIB_ENTRIES, LIB_OUT_DIR } from '../../../vite.lib.config';

const ROOT = resolve(import.meta.dirname, '../../..');
const tsconfigLib = JSON.parse(readFileSync(resolve(ROOT, 'tsconfig.lib.json'), 'utf8')) as {
  files: string[];
  compilerOptions: { outDir: string; rootDir: string };
};
const fromRoot = (path: string) => `./${relative(ROOT, path)}`;

/** Where tsc -p tsconfig.lib.json writes the declarations of a source module. */
function declarationOf(source: string): string {
  const { outDir, rootDir } = tsconfigLib.compilerOptions;
  const inRoot = relative(resolve(ROOT, rootDir), source).replace(/\.tsx?$/, '.d.ts');
  return fromRoot(resolve(ROOT, outDir, inRoot));
}

describe('the exports map the library needs', () => {
  const subpaths = { index: '.', core: './core', elements: './elements' } as const;

  it.each(Object.entries(LIB_ENTRIES))(
    'points %s at the bundle and declarations the build writes',
    (name, source) => {
      const conditions = LIBRARY_PACKAGE_FIELDS.exports[subpaths[name as keyof typeof subpaths]];
      expect(conditions).toEqual({
        types: declarationOf(source),
        import: fromRoot(resolve(LIB_OUT_DIR, `${name}.js`)),
      });
      expect(Object.keys(conditions)[0]).toBe('types');
    },
  );

  it('declares exactly the library entries to tsc', () => {
    expect(tsconfigLib.files.map((file) => resolve(ROOT, file))).toEqual(
      Object.values(LIB_ENTRIES),
    );
  });

  it('names the stylesheet and the manifest the builds write, and ships them', () => {
    expect(LIBRARY_PACKAGE_FIELDS.exports['./souq.css']).toBe(
      fromRoot(resolve(LIB_OUT_DIR, `${LIB_CSS_NAME}.css`)),
    );
    expect(LIBRARY_PACKAGE_FIELDS.exports['./custom-elements.json']).toBe(fromRoot(MANIFEST_PATH));
    expect(LIBRARY_PACKAGE_FIELDS.customElements).toBe(relative(ROOT, MANIFEST_PATH));
    for (const target of exportTargets(LIBRARY_PACKAGE_FIELDS.exports)) {
      const shipped = ['package.json', ...LIBRARY_PACKAGE_FIELDS.files].some(
        (entry) => target === `./${entry}` || target.startsWith(`./${entry}/`),
      );
      expect(shipped, target).toBe(true);
    }
  });

  it('keeps the root types and module in step with the "." export', () => {
    expect(LIBRARY_PACKAGE_FIELDS.types).toBe(LIBRARY_PACKAGE_FIELDS.exports['.'].types);
    expect(LIBRARY_PACKAGE_FIELDS.module).toBe(LIBRARY_PACKAGE_FIELDS.exports['.'].import);
  });
});

describe('packageFieldProblems', () => {
  describe('given a package.json with the library fields', () => {
    it('finds none', () => {
      expect(packageFieldProblems({ name: 'souq-kit', ...LIBRARY_PACKAGE_FIELDS })).toEqual([]);
    });
  });

  describe('given one without them', () => {
    it('names each missing field', () => {
      const problems = packageFieldProblems({ name: 'souq-kit' });
      expect(problems).toHaveLength(Object.keys(LIBRARY_PACKAGE_FIELDS).length);
      expect(problems.join('\n')).toContain('"sideEffects"');
    });
  });
});

describe('what the package check reads from built files', () => {
  it('finds the relative imports of a declaration file', () => {
    const declaration = [
      "import type { A } from '../core/store';",
      "export { B } from './b';",
      "import type { C } from 'react';",
      'type D = import("./d").D;',
    ].join('\n');
    expect(relativeSpecifiers(declaration)).toEqual(['../core/store', './b', './d']);
  });

  it('names the packages a bundle imports, subpaths folded into their package', () => {
    const code = [
      'import { jsx } from "react/jsx-runtime";',
      'import { effect } from "@preact/signals-core";',
      'import { useSignals } from "@preact/signals-react/runtime";',
      'import { x } from "./chunks/core-1.js";',
      'import "react";',
    ].join('\n');
    expect(bareImports(code)).toEqual(['@preact/signals-core', '@preact/signals-react', 'react']);
  });
});

describe('declarations a node16 consumer can load', () => {
  const types = '/pkg/dist/lib/types';
  const from = `${types}/src/ui/index.d.ts`;
  const files = new Set([
    `${types}/src/ui/Button.d.ts`,
    `${types}/src/ui/Button.css.d.ts`,
    `${types}/src/core/index.d.ts`,
  ]);
  const exists = (path: string) => files.has(path);

  it('names the file behind each relative import: a module, a .css.ts module, a folder', () => {
    expect(fullySpecified('./Button', from, exists)).toBe('./Button.js');
    expect(fullySpecified('./Button.css', from, exists)).toBe('./Button.css.js');
    expect(fullySpecified('../core', from, exists)).toBe('../core/index.js');
  });

  it('rewrites every import form of a declaration file and leaves packages alone', () => {
    const text = [
      "export { Button } from './Button';",
      "import type { Core } from '../core';",
      "import type { ReactNode } from 'react';",
      'type Style = import("./Button.css").Style;',
    ].join('\n');
    expect(fullySpecifyImports(text, from, exists)).toBe(
      [
        "export { Button } from './Button.js';",
        "import type { Core } from '../core/index.js';",
        "import type { ReactNode } from 'react';",
        'type Style = import("./Button.css.js").Style;',
      ].join('\n'),
    );
  });

  it('passes an import that names its declaration inside the types, and only that', () => {
    expect(declarationImportProblem('./Button.js', from, types, exists)).toBeNull();
    expect(declarationImportProblem('./Button', from, types, exists)).toContain('name its file');
    expect(declarationImportProblem('./Missing.js', from, types, exists)).toContain(
      'no declaration',
    );
    expect(
      declarationImportProblem('../../../../locales/en/common.js', from, types, () => true),
    ).toContain('outside the published types');
  });
});
