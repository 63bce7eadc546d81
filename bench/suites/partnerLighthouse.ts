/*
 * What the kit costs a partner: Lighthouse mobile performance of the partner page with the widgets
 * against the same page without them (`?widgets=off`: no loader, no `<souq-…>` element), median
 * of 3 each, against issue #7's budget (the page loses at most 3 points; printed, never asserted).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Result } from 'lighthouse';
import { build } from 'vite';
import { startDemoServer } from '../demoServer';
import type { BenchFigure } from '../figure';
import {
  auditPage,
  auditValue,
  calibrationNote,
  categoryScore,
  costliestAudits,
  largestShift,
  medianRun,
} from '../lighthouseRun';
import { median, round } from '../measure';

const root = resolve(import.meta.dirname, '../..');
/** The kit's origin; the demo server serves the partner page on the next port. */
const PORT = 4397;
const PARTNER_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
const RUNS = 3;
/** Tries per run when Lighthouse could not record the page. */
const TRIES = 3;
/** Points of performance the widgets may cost the partner page (issue #7). */
const BUDGET_POINTS = 3;
/** The suite's own embed build, so no other build of dist/embed is measured half-written. */
const EMBED_DIR = resolve(root, '.data/bench/partner-embed');
const REPORT_DIR = resolve(root, '.data/bench');

/** The two pages compared, in the order each round audits them. */
const VARIANTS = [
  { id: 'with', label: 'partner page with widgets', path: '/' },
  { id: 'without', label: 'partner page without widgets', path: '/?widgets=off' },
] as const;
type Variant = (typeof VARIANTS)[number];

/** Builds the embed kit as `npm run build:embed` does, into the suite's own folder. */
async function buildEmbed(): Promise<void> {
  await build({
    configFile: resolve(root, 'vite.embed.config.ts'),
    logLevel: 'silent',
    build: { outDir: EMBED_DIR, emptyOutDir: true },
  }).catch((error: unknown) => {
    throw new Error(`the embed kit does not build, so the partner page cannot be measured`, {
      cause: error,
    });
  });
}

/** The partner server listens a moment after the API answers; the audit must not beat it. */
async function partnerAnswers(): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    const ok = await fetch(`${PARTNER_ORIGIN}/`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`the partner page does not answer on ${PARTNER_ORIGIN}`);
}

/** Each page's runs, audited in turns (with, without, with, …) so load on the host hits both alike. */
async function interleavedRuns(): Promise<{
  runs: Record<Variant['id'], Result[]>;
  browser: string;
  retried: number;
}> {
  mkdirSync(REPORT_DIR, { recursive: true });
  const runs: Record<Variant['id'], Result[]> = { with: [], without: [] };
  let browser = '';
  let retried = 0;
  for (let turn = 0; turn < RUNS; turn += 1) {
    for (const variant of VARIANTS) {
      const run = await auditPage(`${PARTNER_ORIGIN}${variant.path}`, {
        categories: ['performance'],
        tries: TRIES,
        failedReportFile: resolve(REPORT_DIR, `lighthouse-partner-${variant.id}-failed.json`),
      });
      browser = run.browser;
      retried += run.retries;
      if (turn === 0) {
        writeFileSync(resolve(REPORT_DIR, `lighthouse-partner-${variant.id}.json`), run.json);
      }
      runs[variant.id].push(run.lhr);
    }
  }
  return { runs, browser, retried };
}

/** The medians of one page's runs, with each run's score and host speed for the notes. */
function summary(runs: readonly Result[]) {
  const metric = (auditId: string, places: number) =>
    round(median(runs.map((lhr) => auditValue(lhr, auditId))), places);
  const middle = medianRun(runs);
  return {
    performance: median(runs.map((lhr) => categoryScore(lhr, 'performance'))),
    lcp: metric('largest-contentful-paint', 0),
    tbt: metric('total-blocking-time', 0),
    cls: metric('cumulative-layout-shift', 3),
    benchmarkIndexes: runs.map((lhr) => round(lhr.environment.benchmarkIndex, 0)),
    calibration: calibrationNote(runs),
    costs: costliestAudits(middle, 'performance').join('; '),
    shift: largestShift(middle),
    perRun: runs
      .map(
        (lhr) =>
          `${categoryScore(lhr, 'performance')} (benchmarkIndex ${round(lhr.environment.benchmarkIndex, 0)})`,
      )
      .join(', '),
    version: runs[0]?.lighthouseVersion ?? '?',
  };
}

/**
 * Lighthouse mobile performance of the partner page (demo-site/partner, Arabic) with the kit and
 * without it, on the demo server's second origin, with the median LCP, TBT and CLS of each, the
 * points the widgets cost and the budget's verdict. The first report of each page is kept at
 * .data/bench/lighthouse-partner-{with,without}.json.
 */
export async function run(): Promise<BenchFigure[]> {
  await buildEmbed();
  const server = await startDemoServer({ port: PORT, embedDir: EMBED_DIR });
  let measured: Awaited<ReturnType<typeof interleavedRuns>>;
  try {
    await partnerAnswers();
    measured = await interleavedRuns();
  } finally {
    await server.stop();
  }
  const { runs, browser, retried } = measured;
  const withKit = summary(runs.with);
  const without = summary(runs.without);
  const rerun = retried > 0 ? ` (${retried} run again after a failed recording)` : '';
  const setting = `median of ${RUNS} runs each${rerun}, interleaved, Lighthouse ${withKit.version} mobile (simulated slow 4G, CPU slowed by 4 × host index / 1,500), ${browser} headless`;
  const lost = without.performance - withKit.performance;
  const verdict = lost <= BUDGET_POINTS ? 'met' : 'missed';
  const figures: BenchFigure[] = [];
  for (const [variant, page] of [
    [VARIANTS[0], withKit],
    [VARIANTS[1], without],
  ] as const) {
    figures.push(
      {
        name: `${variant.label} (${variant.path}), Lighthouse performance`,
        value: page.performance,
        unit: 'score',
        note: [
          setting,
          page.calibration,
          `runs: ${page.perRun}`,
          page.costs && `points lost in the median run: ${page.costs}`,
        ]
          .filter(Boolean)
          .join('; '),
      },
      {
        name: `${variant.label}, largest contentful paint`,
        value: page.lcp,
        unit: 'ms',
        note: setting,
      },
      {
        name: `${variant.label}, total blocking time`,
        value: page.tbt,
        unit: 'ms',
        note: setting,
      },
      {
        name: `${variant.label}, cumulative layout shift`,
        value: page.cls,
        unit: '',
        note: [setting, page.shift && `largest shift in the median run: ${page.shift}`]
          .filter(Boolean)
          .join('; '),
      },
      {
        name: `${variant.label}, host benchmarkIndex`,
        value: median(page.benchmarkIndexes),
        unit: '',
        note: `median, as Lighthouse measured it during each run, in order: ${page.benchmarkIndexes.join(', ')}`,
      },
    );
  }
  figures.push({
    name: 'partner page performance lost to the widgets',
    value: lost,
    unit: 'points',
    note: `median without (${without.performance}) − median with (${withKit.performance}); budget ≤ ${BUDGET_POINTS} points: ${verdict}`,
  });
  return figures;
}
