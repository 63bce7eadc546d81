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

interface VitestFile {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
}

/**
 * The name and first error lines of every Vitest test that failed: CI shows only its last lines,
 * where the run's own report of them has long scrolled away.
 */
function failedVitestTests(report: unknown): string[] {
  const files = (report as { testResults?: VitestFile[] }).testResults ?? [];
  return files.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const firstLines = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 4).join('\n');
        return `failed: ${file.name ?? 'a test file'} › ${test.fullName ?? 'a test'}\n${firstLines}`;
      }),
  );
}

/**
 * The test files that failed with none of their tests failing (a set-up or tear-down hook that
 * timed out, a file that could not load): Vitest fails the run for them, so they count as one
 * failure each, named with their first error lines.
 */
function filesFailedOutsideTests(report: unknown): string[] {
  const files = (report as { testResults?: VitestFile[] }).testResults ?? [];
  return files
    .filter(
      (file) =>
        file.status === 'failed' &&
        !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    )
    .map((file) => {
      const firstLines = (file.message ?? '').split('\n').slice(0, 4).join('\n');
      return `failed outside its tests: ${file.name ?? 'a test file'}\n${firstLines}`;
    });
}

/** Vitest's JSON reporter (Jest format): numPassedTests, numFailedTests, numPendingTests. */
function vitestCounts(report: unknown): Counts {
  const outside = filesFailedOutsideTests(report);
  for (const failure of [...failedVitestTests(report), ...outside]) console.log(failure);
  return {
    passed: numberAt(report, 'numPassedTests'),
    failed: numberAt(report, 'numFailedTests') + outside.length,
    skipped: numberAt(report, 'numPendingTests') + numberAt(report, 'numTodoTests'),
  };
}

/**
 * The first lines of each error Playwright met outside any test (a worker that crashed, a
 * failing web server): they fail the run, so the closing lines must say what they were.
 */
function errorsOutsideTests(report: unknown): string[] {
  const errors = (report as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((error: unknown) => {
    const message = (error as { message?: unknown }).message;
    return typeof message === 'string' ? message.split('\n').slice(0, 6).join('\n') : 'unknown';
  });
}

interface PlaywrightSuite {
  title?: string;
  specs?: {
    title?: string;
    tests?: { status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/**
 * The title and first error lines of every test that failed or only passed on retry, walking
 * Playwright's nested suites: CI shows only its last lines, so they must name what failed.
 */
function failedTests(suites: PlaywrightSuite[] | undefined, path: string[] = []): string[] {
  return (suites ?? []).flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const message = test.results?.find((result) => result.error)?.error?.message ?? '';
          const firstLines = message.split('\n').slice(0, 4).join('\n');
          return `${test.status}: ${[...here, spec.title].join(' › ')}\n${firstLines}`;
        }),
    );
    return [...own, ...failedTests(suite.suites, here)];
  });
}

/** Playwright's JSON reporter: stats.expected, unexpected, flaky, skipped, and errors. */
function playwrightCounts(report: unknown): Counts {
  const stats =
    typeof report === 'object' && report !== null
      ? (report as { stats?: unknown }).stats
      : undefined;
  const outside = errorsOutsideTests(report);
  for (const error of outside) console.log(`error outside any test: ${error}`);
  const suites = (report as { suites?: PlaywrightSuite[] }).suites;
  for (const failure of failedTests(suites)) console.log(failure);
  return {
    passed: numberAt(stats, 'expected') + numberAt(stats, 'flaky'),
    failed: numberAt(stats, 'unexpected') + outside.length,
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
