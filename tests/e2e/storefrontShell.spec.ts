import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { withoutInlineConfig } from './shopConfig';

test.describe('the storefront shell', () => {
  test.describe('given a first visit', () => {
    test('opens in Arabic, right to left, at /home', async ({ page }) => {
      await page.goto('/');

      await expect(page).toHaveURL(/\/home$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page).toHaveTitle('سوق');
    });

    test("shows the shop's name in Arabic once the API has answered", async ({ page }) => {
      await page.goto('/home');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Arabic}/u);
    });

    test('says in Arabic that the shop could not be reached when the API is down, and retries', async ({
      page,
    }) => {
      let down = true;
      // A page without the configuration the server writes into it must ask the API for it.
      await withoutInlineConfig(page);
      await page.route('**/api/v1/config', (route) => (down ? route.abort() : route.continue()));
      await page.goto('/home');

      await expect(
        page.getByRole('alert').getByText('تعذّر الوصول إلى المتجر', { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('alert').getByText('حدث خطأ ما')).toBeVisible();

      down = false;
      await page.getByRole('button', { name: 'حاول مرة أخرى' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    });

    test('has no serious or critical accessibility violation', async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);

      const { violations } = await new AxeBuilder({ page }).analyze();

      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });

  test.describe('when the shopper switches to English', () => {
    test('the whole page turns left to right, confirms, and remembers it', async ({
      page,
      context,
    }) => {
      await page.goto('/home');

      await page.getByRole('banner').getByRole('radio', { name: 'English' }).click();

      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('status').getByText('Language has been changed')).toBeVisible();
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect(cookies).toMatchObject({ 'x-lang': 'en', NEXT_LOCALE: 'en' });

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[A-Za-z]/);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[A-Za-z]/);
    });
  });

  test.describe('when the shopper picks the dark theme', () => {
    test('applies it at once and keeps it after a reload', async ({ page }) => {
      await page.goto('/home');

      await page
        .getByRole('radiogroup', { name: 'المظهر' })
        .getByRole('radio', { name: 'داكن' })
        .click();

      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });

    test('follows the system when set to system', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/home');

      await page
        .getByRole('radiogroup', { name: 'المظهر' })
        .getByRole('radio', { name: 'حسب النظام' })
        .click();

      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  });

  test.describe('given corrupt saved state', () => {
    test('starts from defaults instead of breaking', async ({ page }) => {
      await page.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('souq:v1:language', '{not json');
        localStorage.setItem('theme', 'sepia');
        localStorage.setItem('souq:v1:cart', '{"cartList":"lots"}');
      });

      await page.goto('/home');

      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    });
  });

  test.describe('with the keyboard only', () => {
    test('the first Tab reaches "skip to main content", which moves focus past the header', async ({
      page,
    }) => {
      await page.goto('/home');
      const skip = page.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' });
      await expect(skip).toBeAttached();

      await page.keyboard.press('Tab');

      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/#main$/);
    });
  });

  test('serves the translations at /public/locales/{lng}/common.json', async ({ request }) => {
    const arabic = await request.get('/public/locales/ar/common.json');
    expect(arabic.ok()).toBe(true);
    expect((await arabic.json())['Your cart is empty']).toBe(
      (await import('../../locales/ar/common.json', { with: { type: 'json' } })).default[
        'Your cart is empty'
      ],
    );
  });
});
