import { expect, test } from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };
import { alterShopConfig } from './shopConfig';

/** Marks the document, so a test can tell a navigation in place from a page load. */
const markDocument = () => {
  (window as { souqTestMark?: boolean }).souqTestMark = true;
};
const documentIsMarked = () => (window as { souqTestMark?: boolean }).souqTestMark === true;

test.describe('the storefront pages', () => {
  test('an unknown address shows the 404 page, whose link goes home without a page load', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('heading', { level: 1, name: arabic['Page not found'] }),
    ).toBeVisible();
    await page.evaluate(markDocument);

    await page.getByRole('main').getByRole('link', { name: arabic['Back to home'] }).click();

    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(documentIsMarked)).toBe(true);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a footer link opens its page in place, and Back returns without a page load', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(markDocument);

    await page.getByRole('contentinfo').getByRole('link', { name: arabic['About Us'] }).click();

    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: arabic['Page not found'] })).toHaveCount(0);
    expect(await page.evaluate(documentIsMarked)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(documentIsMarked)).toBe(true);
  });

  test('an empty configuration leads to the 404 page', async ({ page }) => {
    await alterShopConfig(page, () => ({}));

    await page.goto('/home');

    await expect(page).toHaveURL(/\/404$/);
    await expect(
      page.getByRole('heading', { level: 1, name: arabic['Page not found'] }),
    ).toBeVisible();
  });
});
