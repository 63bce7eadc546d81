/*
 * Checks the npm package after `npm run build:lib`, without publishing it:
 *   npx tsx scripts/checkPackage.ts
 * package.json carries the library fields below; every `exports` target exists; every relative
 * import in the emitted declarations names a declaration file inside the package; the bundles
 * import only packages the package installs (dependencies and peers); the files that register
 * elements are the ones `sideEffects` keeps; the core and the React entry import in Node with no
 * DOM; and a consumer's React file type-checks against the published types alone.
 * Building takes seconds, so a unit test checks only what needs no build (libraryPackage.test.ts).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

/** The fields package.json needs for the library (the lead adds them; helpers do not edit it). */
export const LIBRARY_PACKAGE_FIELDS = {
  types: './dist/lib/types/src/index.d.ts',
  module: './dist/lib/index.js',
  exports: {
    '.': { types: './dist/lib/types/src/index.d.ts', import: './dist/lib/index.js' },
    './core': { types: './dist/lib/types/src/core/index.d.ts', import: './dist/lib/core.js' },
    './elements': {
      types: './dist/lib/types/src/elements/index.d.ts',
      import: './dist/lib/elements.js',
    },
    './souq.css': './dist/lib/souq.css',
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  },
  // `**/*.css.ts`: the storefront, built from this same package.json, imports its document
  // styles for their side effect alone (a vanilla-extract module); the package ships none.
  sideEffects: ['**/*.css', '**/*.css.ts', './dist/lib/elements.js'],
  files: ['dist/lib', 'custom-elements.json'],
  customElements: 'custom-elements.json',
} as const;

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** The package.json fields that differ from LIBRARY_PACKAGE_FIELDS. */
export function packageFieldProblems(packageJson: Record<string, unknown>): string[] {
  return Object.entries(LIBRARY_PACKAGE_FIELDS)
    .filter(([field, wanted]) => JSON.stringify(packageJson[field]) !== JSON.stringify(wanted))
    .map(([field, wanted]) => `package.json "${field}" should be ${JSON.stringify(wanted)}`);
}

/** Every file path an `exports` map names. */
export function exportTargets(exports: Json): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports === null || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(exportTargets);
}

/** The relative specifiers a declaration file imports or re-exports. */
export function relativeSpecifiers(declaration: string): string[] {
  const found = declaration.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].map(([, specifier = '']) => specifier);
}

/** The bare package names a bundle imports (`react/jsx-runtime` → `react`). */
export function bareImports(code: string): string[] {
  const found = code.matchAll(/(?:from|import)\s*\(?\s*["']([^./"'][^"']*)["']/g);
  const names = [...found].map(([, specifier = '']) => {
    const parts = specifier.split('/');
    return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  });
  return [...new Set(names)].sort();
}

function filesUnder(dir: string, ending: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => join(dir, file));
}

/**
 * Why a declaration's relative import would fail a consumer, or null: it must name a `.js` file
 * whose `.d.ts` lies inside the package's types (node16 and nodenext resolution need the file
 * named; anything outside dist/lib is not published).
 */
export function declarationImportProblem(
  specifier: string,
  fromFile: string,
  typesDir: string,
  exists: (path: string) => boolean = existsSync,
): string | null {
  if (!specifier.endsWith('.js')) return 'does not name its file (node16 resolution needs it)';
  const target = resolve(dirname(fromFile), specifier.replace(/\.js$/, '.d.ts'));
  if (!target.startsWith(`${resolve(typesDir)}/`)) return 'points outside the published types';
  return exists(target) ? null : 'names no declaration file';
}

function declarationProblems(typesDir: string): string[] {
  return filesUnder(typesDir, '.d.ts').flatMap((file) =>
    relativeSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const problem = declarationImportProblem(specifier, file, typesDir);
      return problem ? [`${relative(ROOT, file)} imports ${specifier}: ${problem}`] : [];
    }),
  );
}

function bundleProblems(libDir: string, installed: ReadonlySet<string>): string[] {
  return filesUnder(libDir, '.js').flatMap((file) =>
    bareImports(readFileSync(file, 'utf8'))
      .filter((name) => !installed.has(name))
      .map((name) => `${relative(ROOT, file)} imports ${name}, not a dependency or peer`),
  );
}

function sideEffectProblems(libDir: string): string[] {
  const registering = filesUnder(libDir, '.js')
    .filter((file) => readFileSync(file, 'utf8').includes('defineOnce("souq-'))
    .map((file) => `./${relative(ROOT, file)}`);
  const kept = LIBRARY_PACKAGE_FIELDS.sideEffects.filter((entry) => entry.endsWith('.js'));
  return JSON.stringify(registering.sort()) === JSON.stringify([...kept].sort())
    ? []
    : [
        `elements are registered in ${registering.join(', ')}; sideEffects keeps ${kept.join(', ')}`,
      ];
}

async function importProblems(): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of ['core.js', 'index.js']) {
    try {
      await import(pathToFileURL(resolve(ROOT, 'dist/lib', entry)).href);
    } catch (error) {
      problems.push(`dist/lib/${entry} does not import in Node: ${String(error)}`);
    }
  }
  return problems;
}

/**
 * Type-checks scripts/fixtures/consumer/app.tsx as a consumer would, with `nodenext` resolution
 * (the strictest) and every library file checked: the package is linked into a scratch project
 * beside React's types, so only what the package publishes is seen.
 */
function consumerTypeProblems(): string[] {
  const project = mkdtempSync(join(tmpdir(), 'souq-consumer-'));
  try {
    const modules = join(project, 'node_modules');
    mkdirSync(join(modules, '@types'), { recursive: true });
    symlinkSync(ROOT, join(modules, 'souq-kit'), 'dir');
    symlinkSync(resolve(ROOT, 'node_modules/react'), join(modules, 'react'), 'dir');
    symlinkSync(resolve(ROOT, 'node_modules/@types/react'), join(modules, '@types/react'), 'dir');
    copyFileSync(resolve(ROOT, 'scripts/fixtures/consumer/app.tsx'), join(project, 'app.tsx'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['app.tsx'],
      }),
    );
    const tsc = resolve(ROOT, 'node_modules/.bin/tsc');
    const run = spawnSync(tsc, ['-p', project], { encoding: 'utf8' });
    if (run.status === 0) return [];
    return [
      `a consumer's app does not type-check against the package:\n${run.stdout}${run.stderr}`,
    ];
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** Every problem of the built package; none means it is ready to pack. */
export async function packageProblems(): Promise<string[]> {
  const packageJson = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  } & Record<string, unknown>;
  const installed = new Set([
    ...Object.keys(packageJson.dependencies ?? {}),
    ...Object.keys(packageJson.peerDependencies ?? {}),
  ]);
  const libDir = resolve(ROOT, 'dist/lib');
  const missing = exportTargets(LIBRARY_PACKAGE_FIELDS.exports)
    .filter((target) => !existsSync(resolve(ROOT, target)))
    .map((target) => `exports names ${target}, which the build did not write`);
  return [
    ...packageFieldProblems(packageJson),
    ...missing,
    ...declarationProblems(join(libDir, 'types')),
    ...bundleProblems(libDir, installed),
    ...sideEffectProblems(libDir),
    ...(await importProblems()),
    ...consumerTypeProblems(),
  ];
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename;
if (invokedDirectly) {
  const problems = await packageProblems();
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('✓ the library package is consistent');
}
