/*
 * Lighthouse runs shared by the suites that audit a page: each in a Chromium of its own, rerun
 * when Lighthouse could not record the page, and read back as scores, metrics and the audits
 * that cost the most points.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { round } from './measure';

/** One recorded run: the result, its JSON report, the browser it ran in, and the reruns it took. */
export interface LighthouseRun {
  lhr: Result;
  json: string;
  /** The report's user agent names no minor version; this does. */
  browser: string;
  retries: number;
}

/**
 * The benchmark index of the mid-range phone Lighthouse's mobile setting stands for: its 4×
 * slowdown assumes a host of about this index. Issue #17: a host's speed varies 2× between runs on
 * these shared machines, so each run's slowdown is `4 × index / 1,500`, the same phone on any host.
 */
const REFERENCE_HOST_INDEX = 1_500;
/** Lighthouse's own mobile CPU slowdown, for a host of the reference index. */
const MOBILE_CPU_SLOWDOWN = 4;

/** The slowdown that makes a host of `index` run as the phone Lighthouse models. */
const calibratedSlowdown = (index: number) =>
  round((MOBILE_CPU_SLOWDOWN * index) / REFERENCE_HOST_INDEX, 2);

/**
 * How runs were calibrated, for a figure's note: each run's CPU slowdown and the host index it
 * was computed from (read back from the run's own settings).
 */
export function calibrationNote(runs: readonly Result[]): string {
  const each = runs.map((lhr) => {
    const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    const index = round((slowdown * REFERENCE_HOST_INDEX) / MOBILE_CPU_SLOWDOWN, 0);
    return `${slowdown}× (host index ${index})`;
  });
  return `CPU slowdown ${MOBILE_CPU_SLOWDOWN} × host index / ${REFERENCE_HOST_INDEX} per run: ${each.join(', ')}`;
}

/**
 * The host's benchmark index, as Lighthouse computes it (its own page function), in a fresh tab
 * of the browser about to run the audit.
 */
async function hostBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const index = Number(
      await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`),
    );
    await page.close();
    return round(index, 0);
  } finally {
    // Connected over CDP, close() only disconnects: chrome-launcher owns the process.
    await browser.close();
  }
}

/** How a page is audited. */
export interface AuditOptions {
  /** The Lighthouse categories to score. */
  categories: readonly string[];
  /** Runs of Lighthouse before giving up on recording the page. */
  tries: number;
  /** Where the report of a run that could not record the page is kept, for finding out why. */
  failedReportFile: string;
  /**
   * What the shopper's browser holds before the page opens (a guest id whose cart the server
   * keeps): written into the origin's localStorage, which the run then keeps instead of clearing.
   */
  localStorage?: Readonly<Record<string, string>>;
}

/**
 * Writes `entries` into the localStorage of `url`'s origin from a reply with no code of the
 * storefront (the shop's configuration, as JSON), then opens the storefront's home once, as the
 * shopper did before coming to the page: the storefront keeps in storage what it read there (the
 * cart's lines), as a returning shopper's browser holds it. Then empties the HTTP cache, so the
 * audited load still fetches every file of its own.
 */
async function writeLocalStorage(
  port: number,
  url: string,
  entries: Readonly<Record<string, string>>,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(new URL('/api/v1/config', url).href);
    await page.evaluate((written) => {
      for (const [key, value] of Object.entries(written)) localStorage.setItem(key, value);
    }, entries);
    await page.goto(new URL('/home', url).href, { waitUntil: 'networkidle' });
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run of the page in a Chromium of its own, so no run inherits another's cache or
 * compiled code. Lighthouse's mobile settings (a Moto G Power sized screen, simulated slow 4G),
 * with the CPU slowed down by the calibrated multiplier measured just before the run.
 */
async function auditOnce(
  url: string,
  categories: readonly string[],
  storage: Readonly<Record<string, string>> | undefined,
) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const { Browser: browser } = (await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then(
      (reply) => reply.json(),
    )) as { Browser: string };
    const hostIndex = await hostBenchmarkIndex(chrome.port);
    const cpuSlowdown = calibratedSlowdown(hostIndex);
    if (storage) await writeLocalStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      disableStorageReset: storage !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const json = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    return { lhr: result.lhr, json, browser };
  } finally {
    chrome.kill();
  }
}

/**
 * A run that recorded the page: Lighthouse fails now and then on a busy machine (NO_NAVSTART, a
 * trace it could not record) and asks to be run again, which is done up to `tries` times.
 */
export async function auditPage(url: string, options: AuditOptions): Promise<LighthouseRun> {
  for (let retries = 0; ; retries += 1) {
    const run = await auditOnce(url, options.categories, options.localStorage);
    const failure = run.lhr.runtimeError;
    if (!failure) return { ...run, retries };
    writeFileSync(options.failedReportFile, run.json);
    if (retries + 1 >= options.tries) {
      throw new Error(
        `Lighthouse could not record ${url} in ${options.tries} tries: ${failure.message}`,
      );
    }
    console.warn(
      `lighthouse: ${failure.code} on ${url} (report in ${options.failedReportFile}), again`,
    );
  }
}

/** A category's score on Lighthouse's 0–100 scale; an unscored category counts as 0. */
export function categoryScore(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

/** An audit's measured value (ms for timings), NaN when the run has none. */
export function auditValue(lhr: Result, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN;
}

/**
 * The category's audits scoring under `passScore`, the costliest first, each with the points of
 * the 0–100 score it costs: its weight's share of the category times how far it fell short.
 */
export function costliestAudits(
  lhr: Result,
  category: string,
  { passScore = 1, limit = Number.POSITIVE_INFINITY }: { passScore?: number; limit?: number } = {},
): string[] {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (totalWeight === 0) return [];
  return refs
    .flatMap((ref) => {
      const result = lhr.audits[ref.id];
      if (!result || result.score === null || result.score >= passScore) return [];
      const cost = (100 * ref.weight * (1 - result.score)) / totalWeight;
      return [{ id: ref.id, cost, shown: result.displayValue }];
    })
    .sort((a, b) => b.cost - a.cost)
    .slice(0, limit)
    .map(({ id, cost, shown }) => `${id}${shown ? ` ${shown}` : ''} (−${round(cost, 1)})`);
}

/** The element that moved the most in a run, as its opening tag, with its share of the CLS. */
export function largestShift(lhr: Result): string | null {
  const details = lhr.audits['layout-shifts']?.details;
  if (details?.type !== 'table') return null;
  const [first] = details.items;
  const node = first?.node;
  if (!first || typeof node !== 'object' || node === null || !('snippet' in node)) return null;
  const snippet = String(node.snippet).slice(0, 80);
  return typeof first.score === 'number' ? `${snippet} (${round(first.score, 3)})` : snippet;
}

/** The run whose performance score is the median one, for naming what costs the points. */
export function medianRun(runs: readonly Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => categoryScore(a, 'performance') - categoryScore(b, 'performance'),
  );
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run to take the median of');
  return middle;
}
