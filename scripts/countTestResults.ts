import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The counts CI prints in its closing line. */
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const readJson = (file: string): unknown =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;

const numberAt = (value: unknown, key: string): number => {
  if (typeof value !== 'object' || value === null) return 0;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'number' ? field : 0;
};

/** Vitest's JSON reporter (Jest format): numPassedTests, numFailedTests, numPendingTests. */
function vitestCounts(report: unknown): Counts {
  return {
    passed: numberAt(report, 'numPassedTests'),
    failed: numberAt(report, 'numFailedTests'),
    skipped: numberAt(report, 'numPendingTests') + numberAt(report, 'numTodoTests'),
  };
}

/** Playwright's JSON reporter: stats.expected, unexpected, flaky, skipped. */
function playwrightCounts(report: unknown): Counts {
  const stats =
    typeof report === 'object' && report !== null
      ? (report as { stats?: unknown }).stats
      : undefined;
  return {
    passed: numberAt(stats, 'expected') + numberAt(stats, 'flaky'),
    failed: numberAt(stats, 'unexpected'),
    skipped: numberAt(stats, 'skipped'),
  };
}

/** Counts of one report file, recognised by its shape; undefined for anything else. */
function countsOf(report: unknown): Counts | undefined {
  if (typeof report !== 'object' || report === null) return undefined;
  if ('numPassedTests' in report) return vitestCounts(report);
  if ('stats' in report) return playwrightCounts(report);
  return undefined;
}

const dir = process.argv[2] ?? '.';
const reports = readdirSync(dir).filter((name) => name.endsWith('.json'));
const total = { passed: 0, failed: 0, skipped: 0 };
for (const name of reports) {
  const counts = countsOf(readJson(resolve(dir, name)));
  if (!counts) continue;
  console.log(`${name.replace(/\.json$/, '')}: ${counts.passed} passed, ${counts.failed} failed`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
