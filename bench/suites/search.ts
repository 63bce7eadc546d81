import { type Browser, chromium, type Page } from '@playwright/test';
import type { Locale } from '../../src/core/i18n';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { startDemoServer } from '../demoServer';
import type { BenchFigure } from '../figure';
import { buildFixturePage, serveFolder } from '../fixturePage';
import { median, percentile, round } from '../measure';

/** The API's own port, apart from the api suite's, so a leftover server of one never serves the other. */
const PORT = 4393;

/**
 * Words a shopper types, taken from the seeded catalog's names (demo-site/server/seed/vocabulary),
 * 15 in each language so both trigram indexes answer. Each is asked once per server, so no answer
 * comes from the server's memory of an earlier one.
 */
const TIMED_TERMS: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    'mango',
    'banana',
    'yogurt',
    'croissant',
    'coffee',
    'honey',
    'pasta',
    'ketchup',
    'chicken',
    'sponge',
    'cable',
    'batteries',
    'pencils',
    'vitamin',
    'almonds',
  ],
  ar: [
    'تفاح',
    'موز',
    'فراولة',
    'زبادي',
    'جبنة',
    'شاي',
    'قهوة',
    'عسل',
    'مكرونة',
    'فراخ',
    'بسكويت',
    'لوز',
    'مناديل',
    'سماعات',
    'شوكولاتة',
  ],
};

/** Typed first on each page and not timed: the first requests and renders pay for compiling. */
const WARM_UP_TERMS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['lemon', 'bread'],
  ar: ['ليمون', 'عيش'],
};

/**
 * Rounds, reported as the median of their figures: on this shared 2-core machine one round's p95
 * (its second slowest of 30) can land in a burst of someone else's work.
 */
const ROUNDS = 3;
/** Pause between keystrokes: a quick typist, well inside the 500 ms debounce. */
const KEY_DELAY_MS = 40;
/** Longest wait for one term's suggestions before the suite gives up on it. */
const ANSWER_TIMEOUT_MS = 10_000;

/** One typed term as the fixture page timed it. */
interface Span {
  /** From the request's start (the debounce firing) to the frame that painted the options. */
  debounced: number;
  /** From the last keystroke to that frame, the 500 ms debounce included. */
  typed: number;
  /** The request alone, from its start to the reply's last byte, its CORS preflight included. */
  request: number;
}

/** Clears the box, types `term` and reads the span the page timed for its suggestions. */
async function timeTerm(page: Page, term: string): Promise<Span> {
  const box = page.getByRole('combobox');
  const body = page.locator('body');
  await box.fill('');
  await page.locator('[role="option"]').first().waitFor({ state: 'detached' });
  const before = Number((await body.getAttribute('data-painted')) ?? 0);
  await box.pressSequentially(term, { delay: KEY_DELAY_MS });
  await page
    .locator(`body[data-painted="${before + 1}"]`)
    .waitFor({ state: 'attached', timeout: ANSWER_TIMEOUT_MS })
    .catch((error: unknown) => {
      throw new Error(`no suggestions were painted for "${term}"`, { cause: error });
    });
  const [shownTerm, options, debounced, typed, request] = await Promise.all(
    [
      'data-last-term',
      'data-last-options',
      'data-last-debounced-ms',
      'data-last-typed-ms',
      'data-last-request-ms',
    ].map((name) => body.getAttribute(name)),
  );
  // A span of another text, or of an empty answer, is not the figure this suite names.
  if (shownTerm !== term) throw new Error(`typed "${term}" but "${shownTerm}" was timed`);
  if (!(Number(options) > 0)) throw new Error(`the seeded catalog suggests nothing for "${term}"`);
  return { debounced: Number(debounced), typed: Number(typed), request: Number(request) };
}

/** Types the warm-up terms, then times the language's terms, on a fresh fixture page. */
async function timeLanguage(
  browser: Browser,
  fixture: string,
  api: string,
  language: Locale,
): Promise<Span[]> {
  const page = await browser.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  try {
    await page.goto(`${fixture}/searchBox.html?lang=${language}&api=${encodeURIComponent(api)}`);
    await page.locator('body[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('combobox').click();
    for (const term of WARM_UP_TERMS[language]) await timeTerm(page, term);
    const spans: Span[] = [];
    for (const term of TIMED_TERMS[language]) spans.push(await timeTerm(page, term));
    return spans;
  } catch (error) {
    throw pageErrors.length > 0 ? new AggregateError(pageErrors, String(error)) : error;
  } finally {
    await page.close();
  }
}

/** One round's medians and p95s of each span, in ms. */
interface RoundFigures {
  debounced: number;
  debouncedP95: number;
  typed: number;
  typedP95: number;
  request: number;
  requestP95: number;
}

function roundFigures(spans: readonly Span[]): RoundFigures {
  const debounced = spans.map((span) => span.debounced);
  const typed = spans.map((span) => span.typed);
  const requests = spans.map((span) => span.request);
  return {
    debounced: median(debounced),
    debouncedP95: percentile(debounced, 95),
    typed: median(typed),
    typedP95: percentile(typed, 95),
    request: median(requests),
    requestP95: percentile(requests, 95),
  };
}

/** One round: a fresh API server, so every term is its first ask, then both languages typed. */
async function timeRound(browser: Browser, fixture: string): Promise<RoundFigures> {
  const api = await startDemoServer({ port: PORT });
  try {
    const spans: Span[] = [];
    for (const language of ['en', 'ar'] as const) {
      spans.push(...(await timeLanguage(browser, fixture, api.origin, language)));
    }
    return roundFigures(spans);
  } finally {
    await api.stop();
  }
}

/**
 * Keystroke to painted suggestions in Chromium, against the seeded demo API on another origin:
 * median and p95 from the debounce firing, then the same with the 500 ms debounce included.
 */
export async function run(): Promise<BenchFigure[]> {
  const fixture = await serveFolder(await buildFixturePage('searchBox'));
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    });
    try {
      const rounds: RoundFigures[] = [];
      for (let attempt = 0; attempt < ROUNDS; attempt += 1) {
        rounds.push(await timeRound(browser, fixture.origin));
      }
      return figures(rounds, `Chromium ${browser.version()} headless`);
    } finally {
      await browser.close();
    }
  } finally {
    await fixture.close();
  }
}

/** Each figure is the median of its value over the rounds. */
function figures(rounds: readonly RoundFigures[], engine: string): BenchFigure[] {
  const over = (key: keyof RoundFigures) => round(median(rounds.map((values) => values[key])), 1);
  const terms = TIMED_TERMS.en.length + TIMED_TERMS.ar.length;
  const warmUps = WARM_UP_TERMS.en.length + WARM_UP_TERMS.ar.length;
  const note =
    `median of ${ROUNDS} rounds, each on a fresh API server: ${terms} distinct catalog words ` +
    `(en, ar) asked once after ${warmUps} warm-up words; fixture page on another origin than ` +
    `the seeded demo API (CORS, so each new query string is preflighted); ${engine}`;
  return [
    {
      name: 'search suggestions, debounce fired to painted, median',
      value: over('debounced'),
      unit: 'ms',
      note: `${note}; of which the request itself (preflight included) ${over('request')} ms`,
    },
    {
      name: 'search suggestions, debounce fired to painted, p95',
      value: over('debouncedP95'),
      unit: 'ms',
      note: `${note}; the request itself (preflight included) p95 ${over('requestP95')} ms; budget 100 ms`,
    },
    {
      name: 'search suggestions, last keystroke to painted (500 ms debounce included), median',
      value: over('typed'),
      unit: 'ms',
      note,
    },
    {
      name: 'search suggestions, last keystroke to painted (500 ms debounce included), p95',
      value: over('typedP95'),
      unit: 'ms',
      note,
    },
  ];
}
