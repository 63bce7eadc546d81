// @vitest-environment node
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { budgetProblem, embedParts, gzipKb } from '../../scripts/checkEmbedSize';
import { EMBED_BUDGET_KB, RUNTIME_ENTRIES } from '../../scripts/embedSizeBudget';

const [runtimeEntry, fontsEntry, hostEntry] = RUNTIME_ENTRIES;

/** An embed build's manifest: the loader and the runtime's entries share `_shared.js`. */
const manifest: Manifest = {
  'embed/souq.ts': {
    file: 'souq.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: [...RUNTIME_ENTRIES, 'widgets/cart-drawer/define.ts'],
  },
  '_shared.js': { file: 'chunks/shared.js' },
  '_ui.js': { file: 'chunks/ui.js', imports: ['_shared.js'] },
  [runtimeEntry]: { file: 'chunks/embedRuntime.js', isDynamicEntry: true, imports: ['_ui.js'] },
  [fontsEntry]: { file: 'chunks/kitFonts.js', isDynamicEntry: true },
  [hostEntry]: { file: 'chunks/host.js', isDynamicEntry: true, imports: ['_ui.js'] },
  'widgets/cart-drawer/define.ts': {
    file: 'chunks/cartDrawer.js',
    isDynamicEntry: true,
    imports: ['_ui.js'],
  },
};

describe('given the manifest of an embed build', () => {
  it('counts a chunk the loader already holds for the loader only, and no widget for either', () => {
    const { loader, runtime } = embedParts(manifest);
    expect(loader).toEqual(['souq.js', 'chunks/shared.js']);
    expect(runtime.sort()).toEqual([
      'chunks/embedRuntime.js',
      'chunks/host.js',
      'chunks/kitFonts.js',
      'chunks/ui.js',
    ]);
  });

  it('refuses a manifest that names a chunk it does not hold', () => {
    const broken: Manifest = { ...manifest, [hostEntry]: { file: 'x.js', imports: ['_gone.js'] } };
    expect(() => embedParts(broken)).toThrow('_gone.js');
  });
});

describe('given the files of a part', () => {
  it('weighs each file gzipped on its own, summed, in KB', () => {
    const files: Record<string, Buffer> = {
      'a.js': Buffer.from('a'.repeat(5000)),
      'b.js': Buffer.from('export const b = 1;'),
    };
    const read = (file: string) => files[file] ?? Buffer.alloc(0);
    const bytes = Object.values(files).reduce(
      (sum, content) => sum + gzipSync(content, { level: 9 }).length,
      0,
    );
    expect(gzipKb(['a.js', 'b.js'], read)).toBe(Math.round((bytes / 1024) * 100) / 100);
  });
});

describe('given a part weighed against its budget', () => {
  const runtime = (gzipKbValue: number) => ({
    name: 'runtime' as const,
    files: ['chunks/runtime.js'],
    gzipKb: gzipKbValue,
    budgetKb: EMBED_BUDGET_KB.runtime,
  });

  it('passes a runtime up to 5 % over its budget', () => {
    expect(budgetProblem(runtime(EMBED_BUDGET_KB.runtime))).toBeNull();
    expect(budgetProblem(runtime(EMBED_BUDGET_KB.runtime * 1.05))).toBeNull();
  });

  it('fails a runtime more than 5 % over its budget, saying by how much', () => {
    const problem = budgetProblem(runtime(EMBED_BUDGET_KB.runtime * 1.06));
    expect(problem).toContain('embed runtime');
    expect(problem).toContain('6.0 % over');
  });
});
