import type { APIRequestContext, Page } from '@playwright/test';
import {
  DESKTOP,
  enterShop,
  escapeRegExp,
  expect,
  expectNoSeriousAxe,
  expectThemeOf,
  JOURNEY_TIMEOUTS,
  type Lang,
  PHONE,
  storefrontHolds,
  test,
  WORDS,
} from './checkoutJourney';

/*
 * The shop's modules (issue #21) on the real server over the small seed, which runs them all: the
 * all-in-one Shop, grocery, food, pharmacy and parcel. A shopper switches to Food on /home, sees
 * only its categories and finds only its items, then switches back to the whole shop. Arabic on
 * a phone in the light theme (the menu switches back), English on a desktop in the dark one (the
 * header switches back). The choice is the browser's own, so nothing of the shop is changed.
 */

/** A module as GET /api/v1/module lists it. */
interface ListedModule {
  id: number;
  module_type: string;
  module_name: string;
}

/** Names of a catalog read as the API answers it in a module (none: the whole catalog). */
async function namesIn(
  request: APIRequestContext,
  lang: Lang,
  path: string,
  module?: ListedModule,
): Promise<string[]> {
  const reply = await request.get(path, {
    headers: { 'X-localization': lang, ...(module ? { moduleId: String(module.id) } : {}) },
  });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { name: string }[] | { products: { name: string }[] };
  return (Array.isArray(body) ? body : body.products).map((row) => row.name);
}

/** The shop's modules, named in `lang`. */
async function modulesOf(request: APIRequestContext, lang: Lang) {
  const reply = await request.get('/api/v1/module', { headers: { 'X-localization': lang } });
  const listed = (await reply.json()) as ListedModule[];
  const ofType = (type: string) => {
    const found = listed.find((module) => module.module_type === type);
    if (!found) throw new Error(`the seed has no ${type} module`);
    return found;
  };
  return { shop: ofType('ecommerce'), food: ofType('food'), count: listed.length };
}

/** The home page's category tiles. */
const categoryLinks = (page: Page, lang: Lang) =>
  page.getByRole('main').getByRole('list', { name: WORDS[lang].Categories }).getByRole('link');

/** Exactly these names, in this order, whatever else a tile says. */
const named = (names: readonly string[]) =>
  names.map((name) => new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`));

/** Searches from the header (desktop) or the bottom bar's sheet (phone). */
async function searchFor(page: Page, lang: Lang, term: string) {
  const words = WORDS[lang];
  const phone = (page.viewportSize()?.width ?? 0) < 640;
  if (phone) {
    await page
      .getByRole('navigation', { name: words.Shortcuts })
      .getByRole('button', { name: words.Search })
      .click();
  }
  const field = (phone ? page : page.getByRole('banner')).getByRole('combobox', {
    name: words.Search,
  });
  await field.fill(term);
  await field.press('Enter');
  await expect(page).toHaveURL(`/search?name=${encodeURIComponent(term)}`);
}

const JOURNEYS = [
  { lang: 'ar', screen: PHONE, term: 'برجر' },
  { lang: 'en', screen: DESKTOP, term: 'burger' },
] as const;

for (const { lang, screen, term } of JOURNEYS) {
  const words = WORDS[lang];
  test.describe(`modules, in ${lang === 'ar' ? 'Arabic on a phone' : 'English on a desktop'}`, () => {
    test.use({ ...screen, ...JOURNEY_TIMEOUTS });
    test.beforeEach(async ({ context, baseURL }) => {
      await enterShop(context, baseURL ?? '', lang);
    });

    test('switch to Food on /home: its categories, its search; then back to the whole shop', async ({
      page,
      request,
    }) => {
      const { shop, food, count } = await modulesOf(request, lang);
      const foodCategories = await namesIn(request, lang, '/api/v1/categories', food);
      const allCategories = await namesIn(request, lang, '/api/v1/categories');
      const search = `/api/v1/items/search?name=${encodeURIComponent(term)}&offset=1&limit=50`;
      const foodFound = await namesIn(request, lang, search, food);
      const elsewhere = (await namesIn(request, lang, search)).filter(
        (name) => !foodFound.includes(name),
      );
      // The seed sells a burger in food and a frozen one in grocery: both sides of the check hold.
      expect(foodFound.length).toBeGreaterThan(0);
      expect(elsewhere.length).toBeGreaterThan(0);
      expect(foodCategories.length).toBeLessThan(allCategories.length);

      await page.goto('/home');
      await storefrontHolds(page);
      await expectThemeOf(page, lang);
      const modules = page.getByRole('main').getByRole('toolbar', {
        name: words['Sections of the shop'],
      });
      await expect(modules.getByRole('button')).toHaveCount(count);
      await expect(modules.getByRole('button', { name: shop.module_name })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(categoryLinks(page, lang)).toHaveText(named(allCategories));
      await expectNoSeriousAxe(page, 'home with the modules');

      await modules.getByRole('button', { name: food.module_name }).click();
      await expect(
        page.getByText(`${words['Now showing {module}'].replace('{module}', food.module_name)}`),
      ).toBeVisible();
      await expect(modules.getByRole('button', { name: food.module_name })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(categoryLinks(page, lang)).toHaveText(named(foodCategories));
      await expectNoSeriousAxe(page, 'home in Food');

      await searchFor(page, lang, term);
      const results = page.getByRole('main').getByRole('tabpanel');
      for (const name of foodFound) {
        await expect(results.getByRole('link', { name }).first()).toBeVisible();
      }
      for (const name of elsewhere)
        await expect(results.getByRole('link', { name })).toHaveCount(0);

      // Back to the whole shop: from the menu on a phone, from the header on a desktop.
      if (lang === 'ar') {
        await page.getByRole('button', { name: words.Menu }).click();
        const menu = page.getByRole('dialog', { name: words.Menu });
        const listed = menu.getByRole('toolbar', { name: words['Sections of the shop'] });
        await expect(listed.getByRole('button', { name: food.module_name })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expectNoSeriousAxe(page, 'the menu in Food');
        await listed.getByRole('button', { name: shop.module_name }).click();
      } else {
        const bar = page
          .getByRole('navigation', { name: words['Main navigation'] })
          .getByRole('toolbar', { name: words['Sections of the shop'] });
        await bar.getByRole('button', { name: shop.module_name }).focus();
        await page.keyboard.press('Enter');
      }
      for (const name of [...foodFound, ...elsewhere]) {
        await expect(results.getByRole('link', { name }).first()).toBeVisible();
      }
      await page.goto('/home');
      await storefrontHolds(page);
      await expect(categoryLinks(page, lang)).toHaveText(named(allCategories));
      await expect(modules.getByRole('button', { name: shop.module_name })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
}
