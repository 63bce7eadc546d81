import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };
import english from '../../locales/en/common.json' with { type: 'json' };

/** The shop's words in each language, and how the header names the two drawer buttons. */
const LANGUAGES = [
  { lang: 'ar', words: arabic, cartButton: /^السلة/, wishlistButton: /^قائمة الأمنيات/ },
  { lang: 'en', words: english, cartButton: /^Cart/, wishlistButton: /^Wishlist/ },
] as const;

/** The first product card whose Add to Cart button adds at once (no options to choose). */
function firstAddableCard(page: Page, addLabel: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: addLabel, exact: true }) })
    .first();
}

for (const { lang, words, cartButton, wishlistButton } of LANGUAGES) {
  test.describe(`in ${lang === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'x-lang', value: lang, url: baseURL ?? '' }]);
    });

    test('a guest fills the cart drawer, changes a quantity, and empties it again', async ({
      page,
    }) => {
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      const card = firstAddableCard(page, words['Add to Cart']);
      const name = (await card.getByRole('link').first().textContent()) ?? '';
      await card.getByRole('button', { name: words['Add to Cart'], exact: true }).click();
      await expect(page.getByRole('status').getByText(words['Item added to cart'])).toBeVisible();

      const trigger = page.getByRole('button', { name: cartButton });
      await trigger.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('listitem').filter({ hasText: name })).toBeVisible();

      const increase = words['Increase quantity of {name}'].replace('{name}', name);
      await drawer.getByRole('button', { name: increase }).click();
      await expect(drawer.getByRole('group').getByText('2', { exact: true })).toBeVisible();

      // The server holds the cart: a reload shows what it kept.
      await page.reload();
      await page.getByRole('button', { name: cartButton }).click();
      await expect(
        page.getByRole('dialog').getByRole('group').getByText('2', { exact: true }),
      ).toBeVisible();

      const decrease = words['Decrease quantity of {name}'].replace('{name}', name);
      await page.getByRole('dialog').getByRole('button', { name: decrease }).click();
      await expect(
        page.getByRole('dialog').getByRole('group').getByText('1', { exact: true }),
      ).toBeVisible();
      const remove = words['Remove {name}'].replace('{name}', name);
      await page.getByRole('dialog').getByRole('button', { name: remove }).first().click();

      await expect(page.getByRole('dialog').getByText(words['Your cart is empty'])).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('button', { name: cartButton })).toBeFocused();
    });

    test('two tabs show one cart: what one adds, the other shows without a reload', async ({
      context,
    }) => {
      const first = await context.newPage();
      const second = await context.newPage();
      await first.goto('/home');
      await second.goto('/home');
      await expect(second.getByRole('button', { name: cartButton })).toHaveAccessibleName(
        lang === 'ar' ? /فارغة/ : /empty/,
      );

      const card = firstAddableCard(first, words['Add to Cart']);
      await card.getByRole('button', { name: words['Add to Cart'], exact: true }).click();

      await expect(second.getByRole('button', { name: cartButton })).toHaveAccessibleName(
        lang === 'ar' ? /منتج واحد/ : /1 item/,
      );
    });

    test('a signed-in customer wishes an item, moves it to the cart, and unwishes it', async ({
      page,
      request,
    }) => {
      const phone = `+2010${randomInt(10_000_000, 99_999_999)}`;
      const signUp = await request.post('/api/v1/auth/sign-up', {
        data: { f_name: 'Mona', l_name: 'Adel', phone, password: 'secret-pass-1' },
      });
      expect(signUp.ok()).toBe(true);
      const { token } = (await signUp.json()) as { token: string };
      await page.addInitScript((stored) => localStorage.setItem('token', stored), token);

      await page.goto('/home');
      const card = firstAddableCard(page, words['Add to Cart']);
      const name = (await card.getByRole('link').first().textContent()) ?? '';
      const heart = card.getByRole('button', { name: words['Add to wishlist'] });
      await heart.click();
      await expect(page.getByRole('status').getByText(words['Added to wishlist'])).toBeVisible();
      await expect(
        card.getByRole('button', { name: words['Remove from wishlist'] }),
      ).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('button', { name: wishlistButton }).click();
      const drawer = page.getByRole('dialog');
      const row = drawer.getByRole('listitem').filter({ hasText: name });
      await expect(row).toBeVisible();

      await row.getByRole('button', { name: words['Add to Cart'] }).click();
      await expect(page.getByRole('status').getByText(words['Item added to cart'])).toBeVisible();

      await row
        .getByRole('button', { name: words['Remove {name}'].replace('{name}', name) })
        .click();
      await expect(drawer.getByText(words['No Favourite Items Found'])).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: cartButton })).toHaveAccessibleName(
        lang === 'ar' ? /منتج واحد/ : /1 item/,
      );
    });
  });
}
