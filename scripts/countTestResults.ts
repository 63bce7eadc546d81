import { existsSync, readFileSync } from 'node:fs';
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

const dir = process.argv[2] ?? '.';
const unit = readJson(resolve(dir, 'vitest.json'));
const e2e = readJson(resolve(dir, 'playwright.json'));
const total = [unit && vitestCounts(unit), e2e && playwrightCounts(e2e)]
  .filter((counts): counts is Counts => Boolean(counts))
  .reduce(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );

console.log(`unit: ${unit ? 'reported' : 'did not run'}; e2e: ${e2e ? 'reported' : 'did not run'}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
