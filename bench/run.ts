import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BenchFigure } from './figure';
import * as api from './suites/api';
import * as checkoutPlace from './suites/checkoutPlace';
import * as embed from './suites/embed';
import * as lighthouse from './suites/lighthouse';
import * as mixedLoad from './suites/mixedLoad';
import * as orders from './suites/orders';
import * as partnerLighthouse from './suites/partnerLighthouse';
import * as pricing from './suites/pricing';
import * as productOpen from './suites/productOpen';
import * as search from './suites/search';
import * as size from './suites/size';
import * as store from './suites/store';
import * as widgets from './suites/widgets';

const SUITES = {
  size,
  embed,
  store,
  pricing,
  widgets,
  api,
  search,
  lighthouse,
  productOpen,
  checkoutPlace,
  partnerLighthouse,
  orders,
  mixedLoad,
} as const;
type SuiteName = keyof typeof SUITES;

const isSuiteName = (name: string): name is SuiteName => Object.hasOwn(SUITES, name);

/** The suites named on the command line (`npx tsx bench/run.ts search lighthouse`), else all. */
function chosenSuites(names: readonly string[]): SuiteName[] {
  const unknown = names.filter((name) => !isSuiteName(name));
  if (unknown.length > 0) {
    throw new Error(
      `no bench suite named ${unknown.join(', ')}; the suites are ${Object.keys(SUITES).join(', ')}`,
    );
  }
  return names.length > 0 ? names.filter(isSuiteName) : (Object.keys(SUITES) as SuiteName[]);
}

/** The results file as a previous run left it, so a run of some suites keeps the others' figures. */
function previousResults(file: string): Record<string, BenchFigure[]> {
  if (!existsSync(file)) return {};
  const { results } = JSON.parse(readFileSync(file, 'utf8')) as {
    results?: Record<string, BenchFigure[]>;
  };
  return results ?? {};
}

/**
 * Runs the named suites once (every suite when none is named), prints the figures and writes them
 * to bench/results/latest.json, replacing only the suites that ran.
 */
async function main() {
  const chosen = chosenSuites(process.argv.slice(2));
  const file = resolve(import.meta.dirname, 'results/latest.json');
  const results = chosen.length === Object.keys(SUITES).length ? {} : previousResults(file);
  for (const name of chosen) {
    const figures = await SUITES[name].run();
    results[name] = figures;
    console.log(`\n${name}`);
    for (const figure of figures) {
      console.log(
        `  ${figure.name}: ${figure.value} ${figure.unit}${figure.note ? `  (${figure.note})` : ''}`,
      );
    }
  }
  mkdirSync(resolve(file, '..'), { recursive: true });
  const machine = { node: process.version, platform: process.platform, arch: process.arch };
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${file}`);
}

await main();
