/*
 * Issue #21: no link of the header, the footer, the phone's menu and bottom bar, or the profile's
 * menu ends on "page not found". The walk gathers every storefront link those places show, to a
 * visitor and to a signed-in customer, on a desktop and on a phone, and opens each one: it must
 * show its own page (a level-1 heading that is not the 404 page's) in the shopper's language.
 */
import type { Locator, Page } from '@playwright/test';
import { openPage, SCREEN_OF, signedInWith, visit } from './accountJourney';
import { expect, type Lang, storefrontHolds, test, WORDS } from './checkoutJourney';
import { signUpCustomer } from './shopControls';

/** The storefront paths (path and query) of the links in `scope`; other sites' links are left out. */
async function storefrontLinks(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((anchors) =>
    anchors
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
}

/** Opens each path; the test fails naming every one that is not a page of its own. */
async function expectEveryPageReal(page: Page, lang: Lang, paths: Iterable<string>) {
  const words = WORDS[lang];
  const notFound = page.getByRole('heading', { level: 1, name: words['Page not found'] });
  for (const path of [...new Set(paths)].sort()) {
    await test.step(path, async () => {
      await page.goto(path);
      await storefrontHolds(page);
      await expect.soft(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect.soft(notFound, path).toHaveCount(0);
    });
  }
}

/** The links of the page's header (with the account menu open, when there is one) and footer. */
async function headerAndFooterLinks(page: Page, lang: Lang, accountName?: string) {
  const links = [
    ...(await storefrontLinks(page.getByRole('banner').locator('a[href]'))),
    ...(await storefrontLinks(page.getByRole('contentinfo').locator('a[href]'))),
  ];
  if (accountName !== undefined) {
    await page
      .getByRole('button', { name: WORDS[lang]['Account: {name}'].replace('{name}', accountName) })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    links.push(...(await storefrontLinks(menu.locator('a[href]'))));
    await page.keyboard.press('Escape');
  }
  return links;
}

/** The links of the phone's menu drawer and bottom bar. */
async function phoneMenuLinks(page: Page, lang: Lang) {
  const words = WORDS[lang];
  const links = await storefrontLinks(
    page.getByRole('navigation', { name: words.Shortcuts }).locator('a[href]'),
  );
  await page.getByRole('button', { name: words.Menu }).click();
  const drawer = page.getByRole('dialog', { name: words.Menu });
  await expect(drawer).toBeVisible();
  links.push(...(await storefrontLinks(drawer.locator('a[href]'))));
  await page.keyboard.press('Escape');
  return links;
}

/** The links of the profile's section menu. */
async function profileMenuLinks(page: Page, lang: Lang) {
  await openPage(page, lang, '/profile?page=profile-settings');
  const menu = page.getByRole('navigation', { name: WORDS[lang].Profile });
  await expect(menu.locator('a[href]').first()).toBeVisible();
  return storefrontLinks(menu.locator('a[href]'));
}

test.describe('on a desktop, in English', () => {
  const lang = 'en';
  test.use(SCREEN_OF[lang]);

  test("every link of the header, the account menu, the footer and the profile's menu opens a real page", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await visit(context, baseURL, lang);
    await openPage(page, lang, '/home');
    const visitorLinks = await headerAndFooterLinks(page, lang);

    const customer = await signUpCustomer(request);
    await signedInWith(page, customer.token);
    await openPage(page, lang, '/home');
    const customerLinks = await headerAndFooterLinks(page, lang, 'Mona');
    const profileLinks = await profileMenuLinks(page, lang);

    await expectEveryPageReal(page, lang, [...visitorLinks, ...customerLinks, ...profileLinks]);
  });
});

test.describe('on a phone, in Arabic', () => {
  const lang = 'ar';
  test.use(SCREEN_OF[lang]);

  test("every link of the phone's menu, its bottom bar and the footer opens a real page", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await visit(context, baseURL, lang);
    await openPage(page, lang, '/home');
    const visitorLinks = await phoneMenuLinks(page, lang);

    const customer = await signUpCustomer(request);
    await signedInWith(page, customer.token);
    await openPage(page, lang, '/home');
    const customerLinks = [
      ...(await phoneMenuLinks(page, lang)),
      ...(await storefrontLinks(page.getByRole('contentinfo').locator('a[href]'))),
    ];

    await expectEveryPageReal(page, lang, [...visitorLinks, ...customerLinks]);
  });
});
