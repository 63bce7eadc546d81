import { expect, type Page, test } from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };
import english from '../../locales/en/common.json' with { type: 'json' };
import { PHONE_BROWSER } from './phone';
import { alterShopConfig } from './shopConfig';

/** Each language with a search term its catalog names, and how the cart button reads. */
const LANGUAGES = [
  { lang: 'ar', dir: 'rtl', words: arabic, term: 'تفاح', oneItem: /منتج واحد/ },
  { lang: 'en', dir: 'ltr', words: english, term: 'apple', oneItem: /1 item/ },
] as const;

const DESKTOP = { width: 1280, height: 800 };

/** Marks the document, so a test can tell a navigation in place from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { souqTestMark?: boolean }).souqTestMark = true;
  });
}

async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { souqTestMark?: boolean }).souqTestMark === true);
}

/** The visible text of the page, leaving out what is deliberately in another language. */
function textOutsideOtherLanguages(page: Page, lang: string): Promise<string> {
  return page.evaluate((own) => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const other of copy.querySelectorAll(`[lang]:not([lang="${own}"])`)) other.remove();
    return copy.textContent ?? '';
  }, lang);
}

for (const { lang, dir, words, term, oneItem } of LANGUAGES) {
  const language = lang === 'ar' ? 'Arabic' : 'English';

  test.describe(`on a desktop, in ${language}`, () => {
    test.use({ viewport: DESKTOP });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'x-lang', value: lang, url: baseURL ?? '' }]);
    });

    test('a search typed and sent with the keyboard opens /search in place, and is remembered', async ({
      page,
    }) => {
      await page.goto('/home');
      const search = page.getByRole('banner').getByRole('combobox', { name: words.Search });
      await expect(search).toBeVisible();
      await markDocument(page);

      await search.focus();
      await page.keyboard.type(term);
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(`/search?name=${encodeURIComponent(term)}`);
      expect(await documentIsMarked(page)).toBe(true);

      await page.goto('/home');
      await page.getByRole('banner').getByRole('combobox', { name: words.Search }).focus();
      await expect(page.getByRole('listbox').getByRole('option', { name: term })).toBeVisible();
    });

    test('the mega-menu leads to a subcategory with the keyboard alone', async ({ page }) => {
      await page.goto('/home');
      const categories = page.getByRole('button', { name: words.Categories, exact: true });
      await categories.focus();

      await page.keyboard.press('ArrowDown');
      await expect(categories).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
      const child = page.locator(':focus');
      await expect(child).toHaveAttribute('href', /\/category\/\d+$/);
      const href = (await child.getAttribute('href')) ?? '';
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(href);
      await expect(categories).toHaveAttribute('aria-expanded', 'false');
    });

    test('the header hides when scrolling down past 100 px and returns when scrolling up', async ({
      page,
    }) => {
      await page.goto('/home');
      const header = page.getByRole('banner');
      // Header, page and footer load as chunks of their own: scroll once the shopper sees them.
      await expect(header).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('button', { name: words['Add to Cart'], exact: true })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();

      await page.mouse.wheel(0, 900);
      await expect(header).toHaveAttribute('data-hidden', 'true');
      await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(0);

      await page.mouse.wheel(0, -300);
      await expect(header).not.toHaveAttribute('data-hidden');
      await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    });

    test('adding from the home page changes the cart button’s count', async ({ page }) => {
      await page.goto('/home');
      const cart = page.getByRole('banner').getByRole('button', { name: /^(Cart|السلة)/ });
      await expect(cart).toHaveAccessibleName(lang === 'ar' ? /فارغة/ : /empty/);

      await page
        .getByRole('main')
        .getByRole('button', { name: words['Add to Cart'], exact: true })
        .first()
        .click();

      await expect(cart).toHaveAccessibleName(oneItem);
    });
  });

  test.describe(`on a phone, in ${language}`, () => {
    test.use(PHONE_BROWSER);
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'x-lang', value: lang, url: baseURL ?? '' }]);
    });

    test('the bottom bar’s search opens a focused box that searches in place', async ({ page }) => {
      await page.goto('/home');
      const shortcuts = page.getByRole('navigation', { name: words.Shortcuts });
      await markDocument(page);

      await shortcuts.getByRole('button', { name: words.Search }).click();
      const search = page.getByRole('combobox', { name: words.Search });
      await expect(search).toBeFocused();
      await page.keyboard.type(term);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(`/search?name=${encodeURIComponent(term)}`);
      expect(await documentIsMarked(page)).toBe(true);
    });

    test('the menu drawer leads to a subcategory and closes', async ({ page }) => {
      await page.goto('/home');
      await page.getByRole('button', { name: words.Menu, exact: true }).click();
      const drawer = page.getByRole('dialog');
      // The first parent category opens on its links: "All in …", then its subcategories.
      await drawer.getByRole('button', { expanded: false }).first().click();
      const subcategory = drawer.locator('a[href*="/category/"]').nth(1);
      await expect(subcategory).toBeVisible();
      const href = (await subcategory.getAttribute('href')) ?? '';
      await subcategory.click();

      await expect(page).toHaveURL(href);
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('adding from the home page shows the count on the bottom bar’s cart', async ({ page }) => {
      await page.goto('/home');
      const cart = page
        .getByRole('navigation', { name: words.Shortcuts })
        .getByRole('button', { name: /^(Cart|السلة)/ });
      await expect(cart).toHaveAccessibleName(lang === 'ar' ? /فارغة/ : /empty/);

      await page
        .getByRole('main')
        .getByRole('button', { name: words['Add to Cart'], exact: true })
        .first()
        .click();

      await expect(cart).toHaveAccessibleName(oneItem);
      await cart.click();
      await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
    });
  });
}

test.describe('switching the language', () => {
  test.use({ viewport: DESKTOP });

  test('flips the direction and every label of the page to English at once', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('main').getByRole('button', { name: arabic['Add to Cart'] }).first(),
    ).toBeVisible();

    await page.getByRole('radio', { name: 'English' }).first().click();

    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: english.Categories, exact: true })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('combobox', { name: english.Search }),
    ).toBeVisible();
    // Everything the page says, its catalog names included, is now English; only the language
    // switcher still names Arabic in Arabic.
    await expect
      .poll(async () => /\p{Script=Arabic}/u.test(await textOutsideOtherLanguages(page, 'en')), {
        timeout: 10_000,
      })
      .toBe(false);
  });
});

test.describe('changing the country', () => {
  test.use({ viewport: DESKTOP });

  test('asks first, then confirms with a toast and starts over at /home', async ({ page }) => {
    // A shop that has opened Saudi Arabia as well (the demo shop still lists it as coming soon).
    await alterShopConfig(page, (config) => {
      const countries = (config.countries as { isActive: boolean }[]).map((country) => ({
        ...country,
        isActive: true,
      }));
      return { ...config, countries };
    });
    await page.goto('/home');

    await page.getByRole('button', { name: /^الدولة/ }).click();
    await page.getByRole('option', { name: /السعودية/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: arabic.Yes }).click();

    await expect(page.getByRole('status').getByText(/السعودية/)).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'country_code')?.value).toBe('sa');
  });
});
