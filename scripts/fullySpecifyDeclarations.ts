/*
 * Makes the emitted declarations (dist/lib/types) loadable under every TypeScript module
 * resolution a consumer may use, `node16` and `nodenext` included: the sources import without
 * extensions (Vite resolves them), but in an ES module package those modes require each relative
 * import to name its file, as `./Button.js` or `./cart/index.js`. Runs in `npm run build:lib`:
 *   npx tsx scripts/fullySpecifyDeclarations.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const TYPES_DIR = resolve(import.meta.dirname, '..', 'dist/lib/types');

const RELATIVE_IMPORT = /((?:from|import\()\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

/**
 * The specifier naming the JavaScript file behind a relative import of `fromFile`, or the
 * specifier as it is when it already names a file or names nothing the declarations hold.
 */
export function fullySpecified(
  specifier: string,
  fromFile: string,
  exists: (path: string) => boolean = existsSync,
): string {
  if (/\.(js|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(fromFile), specifier);
  if (exists(`${target}.d.ts`)) return `${specifier}.js`;
  if (exists(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  return specifier;
}

/** A declaration file's text with every relative import fully specified. */
export function fullySpecifyImports(
  text: string,
  fromFile: string,
  exists?: (path: string) => boolean,
): string {
  return text.replace(
    RELATIVE_IMPORT,
    (_match, lead: string, quote: string, specifier: string) =>
      `${lead}${quote}${fullySpecified(specifier, fromFile, exists)}${quote}`,
  );
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function main(): void {
  let changed = 0;
  for (const file of declarationFiles(TYPES_DIR)) {
    const text = readFileSync(file, 'utf8');
    const next = fullySpecifyImports(text, file);
    if (next !== text) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  console.log(`declarations: relative imports fully specified in ${changed} files`);
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename;
if (invokedDirectly) main();
