import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Result } from 'lighthouse';
import type { ProductPage } from '../../src/core/api/wire';
import { CHECKOUT_PATH, HOME_PATH, productPath, searchPath } from '../../src/core/catalog';
import { guestWithFilledCart } from '../checkoutCart';
import { startDemoServer } from '../demoServer';
import { buildStorefront } from '../storefrontBuild';
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
/**
 * The server's own port, apart from the other suites', so no leftover server is measured;
 * `BENCH_SITE_PORT` moves it when another run holds it.
 */
const PORT = Number(process.env.BENCH_SITE_PORT ?? 4395);
/** The storefront pages measured: the home page, a search, a product page, the checkout of a filled cart. */
const SEARCHED = 'apple';
const RUNS = 3;
/** Tries per run when Lighthouse could not record the page. */
const TRIES = 3;
const reportFile = (page: string) =>
  resolve(root, `.data/bench/lighthouse-${page.split(/[/?]/)[1] ?? 'page'}.json`);
/** The last report of a run that could not record the page, for finding out why. */
const failedReportFile = (page: string) => reportFile(page).replace(/\.json$/, '-failed.json');

/** The categories timed, in the order they are printed, with the design's budget where it has one. */
const CATEGORIES = [
  { id: 'performance', budget: 'budget ≥ 95 (≥ 90 on the checkout)' },
  { id: 'accessibility', budget: null },
  { id: 'best-practices', budget: null },
] as const;

/** Lighthouse's own pass mark: audits scoring under it show as failed (red or orange). */
const PASS_SCORE = 0.9;
/** Failing audits named per category, the costliest first. */
const NAMED_FAILURES = 3;

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

/** The product page of the shop's most popular item, as a shopper following a card reaches it. */
async function popularProductPath(origin: string): Promise<string> {
  const reply = await fetch(`${origin}/api/v1/items/popular?limit=1&offset=1`);
  const page = (await reply.json()) as ProductPage;
  const [item] = page.products;
  if (!item) throw new Error('the demo catalog has no popular item to open');
  return productPath(item);
}

/** The page's JavaScript as it crossed the network before the page settled, in KB as sent (compressed). */
function firstLoadScriptKb(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  const requests = details?.type === 'table' ? details.items : [];
  const bytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce(
      (sum, request) => sum + (typeof request.transferSize === 'number' ? request.transferSize : 0),
      0,
    );
  return round(bytes / 1024, 1);
}

/** What Lighthouse's mobile runs send as their user agent: the server renders a phone's page for it. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
/** Requests of each page before it is measured. */
const WARM_UP_REQUESTS = 5;

/**
 * Asks for each page a few times before Lighthouse does. A server that has just started answers
 * its first pages several times slower (its code not yet optimised, its caches empty): 615 ms
 * against 60 ms for /home. A shop's server has long been running when shoppers arrive, and its
 * start is not what these figures are about.
 */
async function warmUp(origin: string, pages: readonly string[]): Promise<void> {
  for (const page of pages) {
    for (let request = 0; request < WARM_UP_REQUESTS; request += 1) {
      const reply = await fetch(`${origin}${page}`, {
        headers: { 'user-agent': PHONE_USER_AGENT },
      });
      await reply.arrayBuffer();
    }
  }
}

/** The design's budget for a product page's first-load JavaScript (the browse pages issue). */
const PRODUCT_SCRIPT_BUDGET_KB = 200;

/** A page measured, and what the shopper's browser holds when it opens. */
interface MeasuredPage {
  page: string;
  localStorage?: Readonly<Record<string, string>>;
}

/** One page's Lighthouse runs, as they were recorded. */
interface PageRuns {
  page: string;
  localStorage: Readonly<Record<string, string>> | undefined;
  runs: Result[];
  /** Runs made again after Lighthouse could not record the page. */
  retried: number;
  browser: string;
}

/**
 * Three mobile Lighthouse runs of each page, interleaved (every page once, then every page
 * again): these shared hosts change speed within minutes, and a slow spell then falls on each
 * page's runs alike instead of on all three runs of one page. Each page's first report is kept.
 */
async function interleavedRuns(
  origin: string,
  pages: readonly MeasuredPage[],
): Promise<PageRuns[]> {
  const measured = pages.map(
    ({ page, localStorage }): PageRuns => ({
      page,
      localStorage,
      runs: [],
      retried: 0,
      browser: '',
    }),
  );
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    for (const entry of measured) {
      const report = reportFile(entry.page);
      mkdirSync(resolve(report, '..'), { recursive: true });
      const { lhr, json, browser, retries } = await auditPage(`${origin}${entry.page}`, {
        categories: CATEGORIES.map((category) => category.id),
        tries: TRIES,
        failedReportFile: failedReportFile(entry.page),
        ...(entry.localStorage ? { localStorage: entry.localStorage } : {}),
      });
      if (attempt === 0) writeFileSync(report, json);
      entry.runs.push(lhr);
      entry.retried += retries;
      entry.browser = browser;
    }
  }
  return measured;
}

/** The figures of one page: its scores, LCP, TBT, first-load JavaScript and CLS, as medians. */
function pageFigures({ page, runs, retried, browser }: PageRuns): BenchFigure[] {
  const middle = medianRun(runs);
  const rerun = retried > 0 ? ` (${retried} run again after a failed recording)` : '';
  const setting = `median of ${RUNS} runs${rerun}, interleaved with the other pages', Lighthouse ${middle.lighthouseVersion} mobile (simulated slow 4G), ${calibrationNote(runs)}, ${browser} headless`;
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
        name: `${page} Lighthouse ${id}`,
        value: median(runs.map((lhr) => categoryScore(lhr, id))),
        unit: 'score',
        note: [setting, budget, named, advised].filter(Boolean).join('; '),
      };
    }),
    {
      name: `${page} largest contentful paint`,
      value: metric('largest-contentful-paint', 0),
      unit: 'ms',
      note: setting,
    },
    {
      name: `${page} total blocking time`,
      value: metric('total-blocking-time', 0),
      unit: 'ms',
      note: setting,
    },
    {
      name: `${page} first-load JavaScript, transferred`,
      value: round(median(runs.map(firstLoadScriptKb)), 1),
      unit: 'KB',
      note: [
        'every script the page fetched while Lighthouse loaded it, as sent (compressed as the server sends it)',
        page.startsWith('/product/') && `budget ≤ ${PRODUCT_SCRIPT_BUDGET_KB} KB`,
      ]
        .filter(Boolean)
        .join('; '),
    },
    {
      name: `${page} cumulative layout shift`,
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
 * a search and a product page, as the built app is when the suite runs, with the median LCP, TBT
 * and CLS, on a server that has answered each page a few times already. Each page's first report is
 * kept at .data/bench/lighthouse-{page}.json.
 */
export async function run(): Promise<BenchFigure[]> {
  await buildStorefront();
  const server = await startDemoServer({
    port: PORT,
    site: true,
    env: { SOUQ_E2E_CONTROLS: '1' },
  });
  try {
    const pages: MeasuredPage[] = [
      { page: HOME_PATH },
      { page: searchPath(SEARCHED) },
      { page: await popularProductPath(server.origin) },
      { page: CHECKOUT_PATH, localStorage: { guest_id: await guestWithFilledCart(server.origin) } },
    ];
    await warmUp(
      server.origin,
      pages.map(({ page }) => page),
    );
    return (await interleavedRuns(server.origin, pages)).flatMap(pageFigures);
  } finally {
    await server.stop();
  }
}
