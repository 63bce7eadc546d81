import { type Browser, chromium, type Page } from '@playwright/test';
import type { BenchFigure } from '../figure';
import { buildFixturePage, type LocalServer, serveFolder } from '../fixturePage';
import { median, percentile, round } from '../measure';

const CART_LINES = 50;
/** Fresh page loads, each timing the drawer's very first open. */
const PAGE_LOADS = 5;
/** Opens on the last page before timing, the first of them its first open. */
const WARM_UP_OPENS = 3;
const TIMED_OPENS = 20;
/** The drawer's trigger, the fixture's only button that opens a dialog. */
const TRIGGER = 'button[aria-haspopup="dialog"]';

/** Any picture the cart lines ask for: a plain square, so every row shows a loaded image. */
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#d9c9a3"/></svg>';

/** Serves the built fixture and its pictures on a free loopback port. */
function serveFixture(outDir: string): Promise<LocalServer> {
  return serveFolder(outDir, (app) => {
    app.get('/images/product/:name', (_request, reply) => {
      void reply.type('image/svg+xml').send(PICTURE);
    });
  });
}

/** Loads the fixture and waits until the drawer's trigger shows over a loaded cart. */
async function loadFixture(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/cartDrawer.html?lines=${CART_LINES}`);
  const body = page.locator('body[data-cart-lines]');
  await body.waitFor({ state: 'attached' });
  const lines = Number(await body.getAttribute('data-cart-lines'));
  // A cart the shop partly refused would time a smaller drawer than the figure names.
  if (lines !== CART_LINES)
    throw new Error(`the fixture cart holds ${lines} lines, not ${CART_LINES}`);
  await page.locator(TRIGGER).waitFor();
}

/** Opens the drawer, reads the span the page timed, and closes it with Escape. */
async function timeOpen(page: Page, opensBefore: number): Promise<number> {
  await page.locator(TRIGGER).click();
  const body = page.locator(`body[data-opens="${opensBefore + 1}"]`);
  await body.waitFor({ state: 'attached' });
  const span = Number(await body.getAttribute('data-last-open-ms'));
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
  return span;
}

/** Times first opens on fresh pages, then warm opens on the last page. */
async function measure(browser: Browser, origin: string) {
  const page = await browser.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  try {
    const firstOpens: number[] = [];
    for (let load = 0; load < PAGE_LOADS; load += 1) {
      await loadFixture(page, origin);
      firstOpens.push(await timeOpen(page, 0));
    }
    // The last page has opened once already: its first open is the first warm-up.
    for (let opens = 1; opens < WARM_UP_OPENS; opens += 1) await timeOpen(page, opens);
    const warmOpens: number[] = [];
    for (let timed = 0; timed < TIMED_OPENS; timed += 1) {
      warmOpens.push(await timeOpen(page, WARM_UP_OPENS + timed));
    }
    return { firstOpens, warmOpens };
  } catch (error) {
    throw pageErrors.length > 0 ? new AggregateError(pageErrors, String(error)) : error;
  } finally {
    await page.close();
  }
}

/** Time to open the cart drawer over a 50-line cart in Chromium: first open, then median and p95. */
export async function run(): Promise<BenchFigure[]> {
  const server = await serveFixture(await buildFixturePage('cartDrawer'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { firstOpens, warmOpens } = await measure(browser, server.origin);
    const engine = `Chromium ${browser.version()} headless`;
    const warmNote = `click to the frame after ${CART_LINES} rows, ${TIMED_OPENS} opens after ${WARM_UP_OPENS} warm-up; ${engine}`;
    return [
      {
        name: `cart drawer with ${CART_LINES} items: first open`,
        value: round(median(firstOpens), 1),
        unit: 'ms',
        note: `median of ${PAGE_LOADS} fresh page loads, click to the frame after ${CART_LINES} rows; ${engine}`,
      },
      {
        name: `cart drawer with ${CART_LINES} items: open, median`,
        value: round(median(warmOpens), 1),
        unit: 'ms',
        note: warmNote,
      },
      {
        name: `cart drawer with ${CART_LINES} items: open, p95`,
        value: round(percentile(warmOpens, 95), 1),
        unit: 'ms',
        note: warmNote,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
