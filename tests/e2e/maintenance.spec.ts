/*
 * Maintenance mode on the real server (issue #21): the test turns it on in the shop's
 * configuration, a shopper opening any page lands on /maintainance, and when the test turns it
 * off again the page returns to the shop by itself. Maintenance closes the whole shop to every
 * test running beside it, so this file runs alone, after the others (the `shop-wide` project of
 * playwright.config.ts), and still takes the shop's configuration for itself.
 */
import { expect, test } from '@playwright/test';
import { openPage, SCREEN_OF, visit } from './accountJourney';
import { expectNoSeriousAxe, type Lang, WORDS } from './checkoutJourney';
import { holdShop } from './checkoutShopLock';
import { changeShopConfig } from './shopControls';

/** How often the maintenance page checks whether the shop is back (widgets/maintenance). */
const MAINTENANCE_POLL_MS = 30_000;

test.describe.configure({ mode: 'serial' });

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  const words = WORDS[lang];
  const screen = lang === 'ar' ? 'a phone, light' : 'a desktop, dark';

  test.describe(`in ${lang === 'ar' ? 'Arabic' : 'English'} on ${screen}`, () => {
    test.use(SCREEN_OF[lang]);

    test('the shop under maintenance shows the maintenance page, and returns by itself when it ends', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const release = await holdShop('exclusive');
      try {
        await changeShopConfig(request, { maintenance_mode: true });
        await visit(context, baseURL, lang);
        await page.clock.install();

        await openPage(page, lang, '/categories');

        await expect(page).toHaveURL(/\/maintainance$/);
        const heading = page.getByRole('heading', {
          level: 1,
          name: words['We are under maintenance'],
        });
        await expect(heading).toBeVisible();
        await expectNoSeriousAxe(page, `maintenance (${lang})`);

        // Still closed: the next check keeps the page where it is.
        await page.clock.runFor(MAINTENANCE_POLL_MS);
        await expect(heading).toBeVisible();

        await changeShopConfig(request, { maintenance_mode: false });
        await page.clock.runFor(MAINTENANCE_POLL_MS);

        await expect(page).toHaveURL(/\/home$/);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(heading).toBeHidden();
      } finally {
        await changeShopConfig(request, { maintenance_mode: false });
        release();
      }
    });
  });
}
