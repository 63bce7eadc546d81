/*
 * Fails `npm run verify` when the embed build's loader or shared runtime weighs more than its
 * budget allows (scripts/embedSizeBudget.ts), reading what `npm run build` wrote to dist/embed:
 *   npx tsx scripts/checkEmbedSize.ts
 * The files are weighed as the bench's embed suite weighs them: each chunk gzipped at level 9 on
 * its own, the runtime being the chunks its entries import that the loader does not already hold.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { EMBED_OUT_DIR } from '../vite.embed.config';
import {
  EMBED_BUDGET_KB,
  EMBED_BUDGET_TOLERANCE,
  LOADER_ENTRY,
  RUNTIME_ENTRIES,
} from './embedSizeBudget';

/** Where the embed build records which source module became which file (`build.manifest`). */
export const EMBED_MANIFEST = '.vite/manifest.json';

/** One weighed part of the embed build. */
export interface EmbedWeight {
  name: 'loader' | 'runtime';
  files: string[];
  gzipKb: number;
  budgetKb: number;
}

/** The manifest keys a chunk imports statically, with its own, transitively. */
function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the embed manifest has no chunk ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/** The files of the loader and of the runtime fetched beside it, by output file name. */
export function embedParts(manifest: Manifest): { loader: string[]; runtime: string[] } {
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  const loader = staticClosure(manifest, LOADER_ENTRY);
  const runtime = new Set<string>();
  for (const entry of RUNTIME_ENTRIES) {
    for (const key of staticClosure(manifest, entry)) if (!loader.has(key)) runtime.add(key);
  }
  return { loader: [...loader].map(fileOf), runtime: [...runtime].map(fileOf) };
}

/** Gzip KB of files read by `read`, each compressed on its own and summed. */
export function gzipKb(files: readonly string[], read: (file: string) => Buffer): number {
  const bytes = files.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);
  return Math.round((bytes / 1024) * 100) / 100;
}

/** The line that says why a part fails its budget, or null when it is within the tolerance. */
export function budgetProblem(weight: EmbedWeight): string | null {
  const allowed = weight.budgetKb * (1 + EMBED_BUDGET_TOLERANCE);
  if (weight.gzipKb <= allowed) return null;
  const over = ((weight.gzipKb / weight.budgetKb - 1) * 100).toFixed(1);
  return `embed ${weight.name}: ${weight.gzipKb} KB gzip is ${over} % over its ${weight.budgetKb} KB budget (at most ${(EMBED_BUDGET_TOLERANCE * 100).toFixed(0)} % allowed)`;
}

/** Weighs the embed build in `outDir` against its budgets. */
export function weighEmbed(outDir: string): EmbedWeight[] {
  const manifestPath = join(outDir, EMBED_MANIFEST);
  if (!existsSync(manifestPath)) {
    throw new Error(`no ${manifestPath}: run \`npm run build\` first`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const read = (file: string) => readFileSync(join(outDir, file));
  const parts = embedParts(manifest);
  return (['loader', 'runtime'] as const).map((name) => ({
    name,
    files: parts[name],
    gzipKb: gzipKb(parts[name], read),
    budgetKb: EMBED_BUDGET_KB[name],
  }));
}

function main() {
  const weights = weighEmbed(EMBED_OUT_DIR);
  for (const weight of weights) {
    console.log(
      `embed ${weight.name}: ${weight.gzipKb} KB gzip in ${weight.files.length} chunk(s) (budget ${weight.budgetKb} KB)`,
    );
  }
  const problems = weights.map(budgetProblem).filter((line) => line !== null);
  for (const line of problems) console.error(line);
  if (problems.length > 0) process.exitCode = 1;
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename;
if (invokedDirectly) main();
