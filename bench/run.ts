import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BenchFigure } from './figure';
import * as api from './suites/api';
import * as pricing from './suites/pricing';
import * as size from './suites/size';
import * as store from './suites/store';
import * as widgets from './suites/widgets';

const SUITES = { size, store, pricing, widgets, api } as const;

/** Runs every suite once, prints the figures and writes them to bench/results/latest.json. */
async function main() {
  const results: Record<string, BenchFigure[]> = {};
  for (const [name, suite] of Object.entries(SUITES)) {
    results[name] = await suite.run();
    console.log(`\n${name}`);
    for (const figure of results[name] ?? []) {
      console.log(
        `  ${figure.name}: ${figure.value} ${figure.unit}${figure.note ? `  (${figure.note})` : ''}`,
      );
    }
  }
  const file = resolve(import.meta.dirname, 'results/latest.json');
  mkdirSync(resolve(file, '..'), { recursive: true });
  const machine = { node: process.version, platform: process.platform, arch: process.arch };
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${file}`);
}

await main();
