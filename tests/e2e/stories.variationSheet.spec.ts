import { expect, type Page, test } from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };

/*
 * The variation sheet's width in a real browser, on the story whose item is sold in sizes (the
 * demo catalog's home lists may hold no such item): a form's width on a desktop, the whole
 * screen on a phone.
 */

async function openVariationSheet(page: Page) {
  await page.goto(
    '/iframe.html?id=widgets-addtocart--with-variations&viewMode=story&globals=a11y.manual:!true',
  );
  await page.getByRole('button', { name: arabic['Add to Cart'], exact: true }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  // It slides in from the bottom: its inline size and place are final from the start.
  return sheet;
}

test.describe('given a desktop screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the variation sheet keeps to a form’s width, centred, not the screen’s', async ({
    page,
  }) => {
    const box = await (await openVariationSheet(page)).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(32 * 16);
    expect(box?.width).toBeGreaterThanOrEqual(26 * 16);
    expect(Math.abs((box?.x ?? 0) * 2 + (box?.width ?? 0) - 1440)).toBeLessThanOrEqual(2);
  });
});

test.describe('given a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the variation sheet spans the screen', async ({ page }) => {
    const box = await (await openVariationSheet(page)).boundingBox();
    expect(box?.width).toBe(390);
  });
});
