import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { startDemoServer } from '../demoServer';
import type { BenchFigure } from '../figure';
import { median, percentile, round } from '../measure';
import { buildStorefront } from '../storefrontBuild';

/** The server's own port, apart from the other suites'. */
const PORT = 4397;
/** Product cards opened per language; the first is not timed (it pays for the page's code). */
const OPENS = 11;
const LANGUAGES = ['ar', 'en'] as const;

/** The product cards' links of the home page, in document order. */
const cardLinks = (page: Page) => page.locator('main a[href^="/product/"]');

/**
 * Clicks the `index`-th product card of /home and returns the milliseconds from the click to the
 * first frame painted with the product page's heading naming that item.
 */
async function openCard(page: Page, index: number): Promise<number> {
  const link = cardLinks(page).nth(index);
  await link.scrollIntoViewIfNeeded();
  const name = (await link.innerText()).split('\n')[0]?.trim() ?? '';
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        (window as { souqClickAt?: number }).souqClickAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await link.click();
  const painted = await page.waitForFunction(
    (expected) => {
      const heading = document.querySelector('main h1');
      if (!heading?.textContent?.includes(expected)) return false;
      return performance.now() - ((window as { souqClickAt?: number }).souqClickAt ?? 0);
    },
    name,
    { polling: 'raf', timeout: 10_000 },
  );
  return Number(await painted.jsonValue());
}

/** Opens product cards of /home one after another, back to /home in between. */
async function timeOpens(page: Page, origin: string): Promise<number[]> {
  await page.goto(`${origin}/home`);
  await cardLinks(page).first().waitFor();
  const times: number[] = [];
  for (let index = 0; index < OPENS; index += 1) {
    const time = await openCard(page, index % (await cardLinks(page).count()));
    if (index > 0) times.push(time);
    await page.goBack();
    await cardLinks(page).first().waitFor();
  }
  return times;
}

/**
 * From a click on a product card of /home to the product page painted with the item's name, in
 * Debian's Chromium without throttling, in both languages (issue #14: ≤ 300 ms median).
 */
export async function run(): Promise<BenchFigure[]> {
  await buildStorefront();
  const server = await startDemoServer({ port: PORT, site: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const figures: BenchFigure[] = [];
    for (const lang of LANGUAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name: 'x-lang', value: lang, url: server.origin }]);
      const times = await timeOpens(await context.newPage(), server.origin);
      await context.close();
      const note = `${times.length} cards of /home opened one by one (the first, untimed, loads the page's code), Chromium ${browser.version()} headless, no throttling; budget ≤ 300 ms median`;
      figures.push(
        {
          name: `product card click → product page painted (${lang}), median`,
          value: round(median(times), 0),
          unit: 'ms',
          note,
        },
        {
          name: `product card click → product page painted (${lang}), p95`,
          value: round(percentile(times, 95), 0),
          unit: 'ms',
          note,
        },
      );
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}
