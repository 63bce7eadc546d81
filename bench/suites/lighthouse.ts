import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Result } from 'lighthouse';
import { build } from 'vite';
import { startDemoServer } from '../demoServer';
import type { BenchFigure } from '../figure';
import {
  auditPage,
  auditValue,
  categoryScore,
  costliestAudits,
  largestShift,
  medianRun,
} from '../lighthouseRun';
import { median, round } from '../measure';

const root = resolve(import.meta.dirname, '../..');
/** The server's own port, apart from the other suites', so no leftover server is measured. */
const PORT = 4395;
const PAGE = '/home';
const RUNS = 3;
/** Tries per run when Lighthouse could not record the page. */
const TRIES = 3;
const REPORT_FILE = resolve(root, '.data/bench/lighthouse-home.json');
/** The last report of a run that could not record the page, for finding out why. */
const FAILED_REPORT_FILE = resolve(root, '.data/bench/lighthouse-home-failed.json');

/** The categories timed, in the order they are printed, with the design's budget where it has one. */
const CATEGORIES = [
  { id: 'performance', budget: 'budget ≥ 95' },
  { id: 'accessibility', budget: null },
  { id: 'best-practices', budget: null },
] as const;

/** Lighthouse's own pass mark: audits scoring under it show as failed (red or orange). */
const PASS_SCORE = 0.9;
/** Failing audits named per category, the costliest first. */
const NAMED_FAILURES = 3;

/** Builds the storefront as `npm start` does (`vite build` into dist/demo, which the server serves). */
async function buildStorefront(): Promise<void> {
  await build({ configFile: resolve(root, 'vite.config.ts'), logLevel: 'silent' }).catch(
    (error: unknown) => {
      throw new Error(`the storefront does not build, so /home cannot be measured: ${error}`, {
        cause: error,
      });
    },
  );
}

/** Lighthouse's estimate of what an audit would save, in ms of the metric it saves the most of. */
function savings(result: Result['audits'][string]): { metric: string; ms: number } | null {
  const timed = Object.entries(result.metricSavings ?? {}).filter(
    (entry): entry is [string, number] => entry[0] !== 'CLS' && typeof entry[1] === 'number',
  );
  const [metric, ms] = timed.sort((a, b) => b[1] - a[1])[0] ?? [];
  return metric && ms ? { metric, ms } : null;
}

/**
 * The performance insights and diagnostics that failed, the largest estimated saving first. They
 * weigh nothing in the score (only the metrics do), yet they say what to change.
 */
function opportunities(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .flatMap((ref) => {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight > 0 || result.score === null || result.score >= PASS_SCORE)
        return [];
      const saved = savings(result);
      return saved ? [{ id: ref.id, ...saved }] : [];
    })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, NAMED_FAILURES)
    .map(({ id, metric, ms }) => `${id} (${metric} −${round(ms, 0)} ms)`);
}

/** Measures the built storefront's /home on its own server: three mobile Lighthouse runs. */
async function measure(origin: string): Promise<BenchFigure[]> {
  mkdirSync(resolve(REPORT_FILE, '..'), { recursive: true });
  const runs: Result[] = [];
  let browser = '';
  let retried = 0;
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    const {
      lhr,
      json,
      browser: version,
      retries,
    } = await auditPage(`${origin}${PAGE}`, {
      categories: CATEGORIES.map((category) => category.id),
      tries: TRIES,
      failedReportFile: FAILED_REPORT_FILE,
    });
    browser = version;
    retried += retries;
    if (attempt === 0) writeFileSync(REPORT_FILE, json);
    runs.push(lhr);
  }
  const middle = medianRun(runs);
  // Lighthouse's 4× CPU slowdown takes a high-end desktop (benchmarkIndex 1,500–2,000) down to a
  // mid-tier phone (125–800); a host already in the phone's range makes the phone slower still.
  const benchmark = round(median(runs.map((lhr) => lhr.environment.benchmarkIndex)), 0);
  const rerun = retried > 0 ? ` (${retried} run again after a failed recording)` : '';
  const setting = `median of ${RUNS} runs${rerun}, Lighthouse ${middle.lighthouseVersion} mobile (simulated slow 4G, 4× CPU), ${browser} headless, host benchmarkIndex ${benchmark}`;
  const shifted = largestShift(middle);
  const metric = (auditId: string, places: number) =>
    round(median(runs.map((lhr) => auditValue(lhr, auditId))), places);
  return [
    ...CATEGORIES.map(({ id, budget }) => {
      const failed = costliestAudits(middle, id, { passScore: PASS_SCORE, limit: NAMED_FAILURES });
      const named = failed.length > 0 ? `failing in the median run: ${failed.join('; ')}` : null;
      const advice = id === 'performance' ? opportunities(middle) : [];
      const advised = advice.length > 0 ? `largest estimated savings: ${advice.join('; ')}` : null;
      return {
        name: `${PAGE} Lighthouse ${id}`,
        value: median(runs.map((lhr) => categoryScore(lhr, id))),
        unit: 'score',
        note: [setting, budget, named, advised].filter(Boolean).join('; '),
      };
    }),
    {
      name: `${PAGE} largest contentful paint`,
      value: metric('largest-contentful-paint', 0),
      unit: 'ms',
      note: setting,
    },
    {
      name: `${PAGE} total blocking time`,
      value: metric('total-blocking-time', 0),
      unit: 'ms',
      note: setting,
    },
    {
      name: `${PAGE} cumulative layout shift`,
      value: metric('cumulative-layout-shift', 3),
      unit: '',
      note: [setting, 'budget ≤ 0.05', shifted && `largest shift in the median run: ${shifted}`]
        .filter(Boolean)
        .join('; '),
    },
  ];
}

/**
 * Lighthouse mobile performance, accessibility and best practices of the demo storefront's /home,
 * as the built app is when the suite runs, with the median LCP, TBT and CLS. The first run's
 * report is kept at .data/bench/lighthouse-home.json.
 */
export async function run(): Promise<BenchFigure[]> {
  await buildStorefront();
  const server = await startDemoServer({ port: PORT, site: true });
  try {
    return await measure(server.origin);
  } finally {
    await server.stop();
  }
}
