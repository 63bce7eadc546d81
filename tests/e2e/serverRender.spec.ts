import { expect, type Page, type Route, test } from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };
import english from '../../locales/en/common.json' with { type: 'json' };
import { PHONE_BROWSER } from './phone';

/*
 * The storefront's pages arrive rendered by the server, so a shopper sees the page before its code
 * has run (and a crawler without scripts reads it whole); the browser then takes the same page
 * over in place. Over the small seeded catalog, where "dates" names Siwa and Medjool dates, and
 * Delta Farms' red apples sell as they are (no variation to choose).
 */

const PHONE = { ...PHONE_BROWSER, isMobile: true, hasTouch: true };

const PRODUCT = '/product/delta-farms-red-apples-2-kg-1';

test.describe('without scripts, as a crawler or a slow phone sees it first', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('a search shows its results, with their prices and links', async ({ page }) => {
    await page.goto('/search?name=dates&lang=en');

    await expect(page.getByRole('heading', { level: 1 })).toContainText('dates');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Medjool/ }).first()).toHaveAttribute(
      'href',
      /^\/product\//,
    );
    await expect(main.getByRole('link', { name: /Siwa/ }).first()).toBeVisible();
  });

  test('a product shows its name and price, in Arabic by default', async ({ page }) => {
    await page.goto(PRODUCT);

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('مزارع الدلتا');
    await expect(page.getByRole('main')).toContainText('ج.م');
  });

  test('the home page shows the header and the category list', async ({ page }) => {
    await page.goto('/home?lang=en');

    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/** Notes the page's first heading as the server sent it, before any script has run. */
async function keepServersHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { servedHeading?: Element | null }).servedHeading = document.querySelector('h1');
    });
  });
}

const stillServersHeading = (page: Page) =>
  page.evaluate(() => {
    const served = (window as { servedHeading?: Element | null }).servedHeading;
    return served !== null && served !== undefined && document.contains(served);
  });

for (const { lang, words, name } of [
  { lang: 'ar', words: arabic, name: /مزارع الدلتا/ },
  { lang: 'en', words: english, name: /Delta Farms/ },
] as const) {
  test.describe(`a first visit on a phone, in ${lang === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.use(PHONE);
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'x-lang', value: lang, url: baseURL ?? '' }]);
    });

    test('keeps the page the server sent, without errors, and it answers the shopper', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await keepServersHeading(page);

      await page.goto(PRODUCT);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const cart = page
        .getByRole('navigation', { name: words.Shortcuts })
        .getByRole('button', { name: /^(Cart|السلة)/ });
      await page
        .getByRole('main')
        .getByRole('button', { name: words['Add to Cart'], exact: true })
        .first()
        .click();

      await expect(cart).not.toHaveAccessibleName(lang === 'ar' ? /فارغة/ : /empty/);
      expect(await stillServersHeading(page)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}

/**
 * Keeps back the code that takes the page over until the returned function is called: meanwhile
 * the page is the server's alone, as on a slow phone. The page is opened once its own scripts
 * have run, without waiting for what is kept back.
 */
async function openBeforeTheStorefrontListens(page: Page, url: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/mountStorefront-[\w-]+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

test.describe('what the shopper does before the storefront’s code has run', () => {
  test('a key pressed on the categories button opens the menu once it has', async ({ page }) => {
    const release = await openBeforeTheStorefrontListens(page, '/home?lang=en');
    const categories = page.getByRole('button', { name: english.Categories, exact: true });
    await categories.focus();
    await page.keyboard.press('ArrowDown');
    await expect(categories).toHaveAttribute('aria-expanded', 'false');

    await release();

    await expect(categories).toHaveAttribute('aria-expanded', 'true');
  });

  test('what was typed into the search box brings its suggestions once it has', async ({
    page,
  }) => {
    const release = await openBeforeTheStorefrontListens(page, '/home?lang=en');
    const search = page.getByRole('banner').getByRole('combobox', { name: english.Search });
    await search.pressSequentially('dates');

    await release();

    await expect(page.getByRole('option', { name: /Medjool/ }).first()).toBeVisible();
    await expect(search).toHaveValue('dates');
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('a tap on Add to Cart puts the item in the cart once, once it has', async ({ page }) => {
      const release = await openBeforeTheStorefrontListens(page, `${PRODUCT}?lang=en`);
      await page
        .getByRole('main')
        .getByRole('button', { name: english['Add to Cart'], exact: true })
        .first()
        .tap();

      await release();

      const cart = page
        .getByRole('navigation', { name: english.Shortcuts })
        .getByRole('button', { name: /^Cart/ });
      await expect(cart).toHaveAccessibleName(/\b1 item\b/);
    });
  });
});
