import { expect, type Page, test } from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };
import english from '../../locales/en/common.json' with { type: 'json' };
import { PHONE_BROWSER } from './phone';

/*
 * The browse pages on the real server over the small seeded catalog, where "dates" names two
 * items: Siwa dates, not rated yet, and Medjool dates, rated 2.5 and sold by weight.
 */

const LANGUAGES = [
  {
    lang: 'ar',
    words: arabic,
    term: 'تمر',
    rated: /مجدول/,
    unrated: /سيوي/,
    twoStars: 'نجمتان فأكثر',
    weight: /500 جم/,
    store: { typed: 'اللوق', name: /سوبر ماركت باب اللوق/ },
    oneItem: /منتج واحد/,
  },
  {
    lang: 'en',
    words: english,
    term: 'dates',
    rated: /Medjool/,
    unrated: /Siwa/,
    twoStars: '2 stars & up',
    weight: /500 g/,
    store: { typed: 'Louq', name: /Bab El Louq Supermarket/ },
    oneItem: /1 item/,
  },
] as const;

const VIEWPORTS = [
  { device: 'a desktop', browser: { viewport: { width: 1280, height: 800 } } },
  { device: 'a phone', browser: PHONE_BROWSER },
] as const;

const phoneWide = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

for (const { lang, words, term, rated, unrated, twoStars, weight, store, oneItem } of LANGUAGES) {
  for (const { device, browser } of VIEWPORTS) {
    test.describe(`on ${device}, in ${lang === 'ar' ? 'Arabic' : 'English'}`, () => {
      test.use(browser);
      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: 'x-lang', value: lang, url: baseURL ?? '' }]);
      });

      /** The results' cards, by the product links they hold. */
      const results = (page: Page) => page.getByRole('main').getByRole('tabpanel');

      /** The filters: beside the results on a desktop, in the Filter sheet on a phone. */
      async function filters(page: Page) {
        if (!phoneWide(page)) return page.getByRole('complementary', { name: words.Filters });
        await page.getByRole('main').getByRole('button', { name: words.Filter }).click();
        return page.getByRole('dialog', { name: words.Filters });
      }

      async function closeFilters(page: Page) {
        if (phoneWide(page)) await page.keyboard.press('Escape');
      }

      /** The header's cart button: the banner's on a desktop, the bottom bar's on a phone. */
      const cartButton = (page: Page) =>
        (phoneWide(page)
          ? page.getByRole('navigation', { name: words.Shortcuts })
          : page.getByRole('banner')
        ).getByRole('button', { name: /^(Cart|السلة)/ });

      /** The search field: the header's on a desktop, the bottom bar's sheet on a phone. */
      async function searchField(page: Page) {
        if (phoneWide(page)) {
          await page
            .getByRole('navigation', { name: words.Shortcuts })
            .getByRole('button', { name: words.Search })
            .click();
          return page.getByRole('combobox', { name: words.Search });
        }
        return page.getByRole('banner').getByRole('combobox', { name: words.Search });
      }

      test('search → filter → sort → product → weight → add: the cart drawer shows the line', async ({
        page,
      }) => {
        await page.goto('/home');
        const search = await searchField(page);
        await search.fill(term);
        await search.press('Enter');

        await expect(page).toHaveURL(`/search?name=${encodeURIComponent(term)}`);
        await expect(results(page).getByRole('link', { name: unrated })).toBeVisible();
        await expect(results(page).getByRole('link', { name: rated })).toBeVisible();

        const panel = await filters(page);
        await panel.getByRole('radio', { name: twoStars }).check();
        await closeFilters(page);
        await expect(page).toHaveURL(/[?&]rating=2(&|$)/);
        await expect(results(page).getByRole('link', { name: unrated })).toBeHidden();

        await page
          .getByRole('main')
          .getByRole('combobox', { name: words['Sort by'] })
          .selectOption('high');
        await expect(page).toHaveURL(/[?&]rating=2&sort=high$/);

        await results(page).getByRole('link', { name: rated }).first().click();
        await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
        await expect(page.getByRole('heading', { level: 1, name: rated })).toBeVisible();

        await page.getByRole('main').getByRole('radio', { name: weight }).check();
        const buy = page.getByRole('main').getByRole('form', { name: rated });
        await buy.getByRole('button', { name: words['Add to Cart'], exact: true }).click();

        await expect(cartButton(page)).toHaveAccessibleName(oneItem);
        await cartButton(page).click();
        const line = page.getByRole('dialog').getByRole('listitem').filter({ hasText: rated });
        await expect(line).toBeVisible();
        await expect(line).toContainText(weight);
      });

      test('a deep link restores its filters, and Back and Forward move through them', async ({
        page,
      }) => {
        await page.goto(`/search?name=${encodeURIComponent(term)}&rating=2&sort=high`);
        const sort = page.getByRole('main').getByRole('combobox', { name: words['Sort by'] });
        await expect(sort).toHaveValue('high');
        await expect(results(page).getByRole('link', { name: rated })).toBeVisible();
        await expect(results(page).getByRole('link', { name: unrated })).toBeHidden();

        let panel = await filters(page);
        await expect(panel.getByRole('radio', { name: twoStars })).toBeChecked();
        await panel.getByRole('radio', { name: words['Any rating'] }).check();
        await closeFilters(page);
        await expect(results(page).getByRole('link', { name: unrated })).toBeVisible();
        await expect(page).toHaveURL(/\?name=[^&]+&sort=high$/);

        await page.goBack();
        await expect(page).toHaveURL(/&rating=2&sort=high$/);
        await expect(results(page).getByRole('link', { name: unrated })).toBeHidden();
        panel = await filters(page);
        await expect(panel.getByRole('radio', { name: twoStars })).toBeChecked();
        await closeFilters(page);

        await page.goForward();
        await expect(page).toHaveURL(/\?name=[^&]+&sort=high$/);
        await expect(results(page).getByRole('link', { name: unrated })).toBeVisible();
        await expect(sort).toHaveValue('high');
      });

      test('a store suggestion opens that store’s page', async ({ page }) => {
        await page.goto('/home');
        const search = await searchField(page);
        await search.fill(store.typed);

        await page.getByRole('listbox').getByRole('option', { name: store.name }).click();

        await expect(page).toHaveURL(/\/store\/\d+$/);
        await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
      });
    });
  }
}

test.describe('an unknown product', () => {
  test('answers 404 with the not-found page, in the page’s language', async ({ page }) => {
    const reply = await page.goto('/product/no-such-product-anywhere');

    expect(reply?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: arabic['Page not found'] }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: arabic['Back to home'] }),
    ).toBeVisible();
  });
});

test.describe('a link that names its language', () => {
  test('opens in it whatever the cookies say, and the pages after it stay in it', async ({
    page,
  }) => {
    await page.goto('/product/al-reef-medjool-dates-220?lang=en');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Al Reef Medjool Dates' }),
    ).toBeVisible();
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: english.Categories, exact: true })).toBeVisible();
  });
});
