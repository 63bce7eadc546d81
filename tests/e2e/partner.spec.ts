import { expect, type Page, test } from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };
import english from '../../locales/en/common.json' with { type: 'json' };

/*
 * The partner page (demo-site/partner) on its own origin, under its strict CSP and its hostile
 * light-DOM CSS, embedding the kit by one script tag.
 */

const LANGUAGES = [
  { lang: 'ar', words: arabic, emptyCart: /^السلة، فارغة$/, oneLine: /^السلة، منتج واحد$/ },
  { lang: 'en', words: english, emptyCart: /^Cart, empty$/, oneLine: /^Cart, 1 item$/ },
] as const;

const RED = 'rgb(255, 0, 0)';
/** The accent the partner page sets through `--souq-color-accent` (#0b6e4f). */
const PARTNER_ACCENT = 'rgb(11, 110, 79)';

interface Problems {
  console: string[];
  errors: string[];
}

/** Collects console errors and uncaught exceptions; CSP and Trusted Types refusals land there. */
function watchProblems(page: Page): Problems {
  const problems: Problems = { console: [], errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return problems;
}

/** Every `securitypolicyviolation` event of the page (CSP and Trusted Types alike). */
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []);
}

test.beforeEach(async ({ page }) => {
  // Init scripts run outside the page's CSP, so recording the violations adds none.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

for (const { lang, words, emptyCart, oneLine } of LANGUAGES) {
  test.describe(`the partner page in ${lang === 'ar' ? 'Arabic' : 'English'}`, () => {
    const path = `/?lang=${lang}`;
    const cartButton = (page: Page) =>
      page.locator('souq-cart-drawer').getByRole('button', { name: /./ }).first();
    const addButton = (page: Page) =>
      page.locator('souq-add-to-cart').getByRole('button', { name: words['Add to Cart'] });

    test('renders the widgets styled in their shadow roots, with no CSP or Trusted Types violation', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      await page.goto(path);
      await expect(addButton(page)).toBeVisible();
      await expect(page.locator('souq-search-box').getByRole('combobox')).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName(emptyCart);

      const style = await addButton(page).evaluate((button) => {
        const computed = getComputedStyle(button);
        return {
          color: computed.color,
          background: computed.backgroundColor,
          font: computed.fontFamily,
          dir: button.closest('[dir]')?.getAttribute('dir'),
        };
      });
      // The partner's `* { color: red !important; all: unset }` stops at the shadow boundary.
      expect(style.color).not.toBe(RED);
      expect(style.background).toBe(PARTNER_ACCENT);
      expect(style.font).toContain('IBM Plex Sans Arabic');
      expect(style.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      // The partner's own markup does get its own CSS.
      await expect(page.locator('.partner-product-title')).toHaveCSS('color', RED);

      // The font is added at document level, once, and actually loads for the widgets' text.
      await page.evaluate(() => document.fonts.ready);
      const fonts = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.includes('IBM Plex Sans Arabic'))
          .map((face) => face.status),
      );
      expect(fonts).toHaveLength(4);
      expect(fonts).toContain('loaded');

      expect(await violations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(problems.console).toEqual([]);
    });

    test('adding from <souq-add-to-cart> updates <souq-cart-drawer> here and in a second tab', async ({
      page,
      context,
    }) => {
      await page.goto(path);
      const other = await context.newPage();
      await other.goto(path);
      await expect(cartButton(other)).toHaveAccessibleName(emptyCart);

      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      await expect(cartButton(other)).toHaveAccessibleName(oneLine);

      // The events reached the partner's own listeners on `document`.
      await expect(page.locator('[data-event="souq:item-add"]').first()).toContainText(
        '"itemId":1',
      );
      await expect(page.locator('[data-event="souq:cart-change"]').first()).toContainText(
        '"count":1',
      );
    });

    test('a partner that cancels souq:checkout keeps the shopper on its page', async ({ page }) => {
      await page.goto(path);
      // Evaluated outside the page's CSP, as the partner's own checkout code would run inside it.
      await page.evaluate(() => {
        document.addEventListener('souq:checkout', (event) => event.preventDefault());
      });
      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      await cartButton(page).click();
      const drawer = page.locator('souq-cart-drawer').getByRole('dialog');
      await drawer.getByRole('link', { name: words['Proceed to Checkout'] }).click();
      await expect(page.locator('[data-event="souq:checkout"]').first()).toContainText('"count":1');
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(drawer).toBeVisible();
    });

    test('keeps the partner’s own localStorage.token and writes only namespaced keys', async ({
      page,
    }) => {
      await page.goto(path);
      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      const storage = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        keys: Object.keys(localStorage),
      }));
      expect(storage.token).toBe('partner-own-session');
      expect(storage.keys.filter((key) => key !== 'token' && !key.startsWith('souq.'))).toEqual([]);
    });

    test('survives a second copy of the loader: one warning, working widgets', async ({ page }) => {
      const problems = watchProblems(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${path}&copies=2`);
      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      expect(warnings.filter((text) => text.includes('loaded twice'))).toHaveLength(1);
      expect(problems.errors).toEqual([]);
      expect(problems.console).toEqual([]);
      expect(await violations(page)).toEqual([]);
    });
  });
}
