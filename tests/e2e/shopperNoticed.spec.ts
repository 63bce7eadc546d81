import { expect, type Locator, type Page, test } from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };

/*
 * What a shopper noticed on the storefront that only a real browser shows: how the page is
 * framed and coloured, how mixed-direction text lays out, how rows scroll.
 */

const THEMES = ['light', 'dark'] as const;

/** Opens /home in Arabic with a stored theme, as a returning shopper would. */
async function openHome(page: Page, theme: (typeof THEMES)[number] = 'light') {
  await page.addInitScript((stored) => window.localStorage.setItem('theme', stored), theme);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** An `rgb()`/`rgba()` computed colour as its channels and alpha. */
function channels(color: string): { rgb: [number, number, number]; alpha: number } {
  const [r = 0, g = 0, b = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return { rgb: [r, g, b], alpha };
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours. */
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

async function computed(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
}

/** Where each of two characters of a tile's text is drawn, by their offsets in the text node. */
async function characterPositions(tile: Locator, text: string, offsets: [number, number]) {
  return tile.evaluate(
    (element, [wanted, [first, second]]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const start = node.textContent?.indexOf(wanted) ?? -1;
        if (start < 0) continue;
        const xOf = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, start + offset);
          range.setEnd(node, start + offset + 1);
          return range.getBoundingClientRect().x;
        };
        return [xOf(first), xOf(second)];
      }
      return null;
    },
    [text, offsets] as const,
  );
}

test.describe('what a shopper noticed', () => {
  test.describe('given a desktop screen', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('every category is reachable from the keyboard with the strip’s own buttons', async ({
      page,
    }) => {
      await openHome(page);
      const categories = page.getByRole('list', { name: arabic.Categories, exact: true });
      const tiles = categories.getByRole('link');
      await expect(tiles.first()).toBeVisible();
      const next = page.getByRole('button', { name: arabic['More categories'] });
      const previous = page.getByRole('button', { name: arabic['Previous categories'] });
      await expect(next).toBeVisible();
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      // Arabic reads right to left: more categories lie to the left, where Next sits.
      const [nextBox, previousBox] = [await next.boundingBox(), await previous.boundingBox()];
      expect(nextBox?.x ?? 0).toBeLessThan(previousBox?.x ?? 0);

      const last = tiles.last();
      const listBox = await categories.boundingBox();
      await next.focus();
      for (
        let press = 0;
        press < 10 && (await next.getAttribute('aria-disabled')) !== 'true';
        press++
      ) {
        await page.keyboard.press('Enter');
        await page.waitForTimeout(400);
      }
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      const lastBox = await last.boundingBox();
      expect(lastBox?.x ?? -1).toBeGreaterThanOrEqual((listBox?.x ?? 0) - 1);
      await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    });
  });

  test('the Arabic footer reads "3-D Secure" left to right, whole', async ({ page }) => {
    await openHome(page);
    const tile = page.getByRole('listitem', { name: arabic['3-D Secure payments'] });
    await tile.scrollIntoViewIfNeeded();

    const positions = await characterPositions(tile, '3-D Secure', [0, 4]);
    expect(positions).not.toBeNull();
    const [three = 0, secure = 0] = positions ?? [];
    expect(three).toBeLessThan(secure);
  });

  for (const theme of THEMES) {
    test.describe(`given the ${theme} theme`, () => {
      test('the storefront fills the window with no frame of the default body margin', async ({
        page,
      }) => {
        await openHome(page, theme);

        expect(await computed(page.locator('body'), 'margin')).toBe('0px');
        const background = channels(await computed(page.locator('html'), 'background-color'));
        expect(background.alpha).toBe(1);
        const header = await page.getByRole('banner').first().boundingBox();
        expect(header?.x).toBe(0);
        expect(header?.y).toBe(0);
      });

      test('the wishlist heart stands out from the picture it sits on (3:1 at least)', async ({
        page,
      }) => {
        await openHome(page, theme);
        const heart = page.getByRole('button', { name: arabic['Add to wishlist'] }).first();
        await expect(heart).toBeVisible();

        const icon = channels(await computed(heart, 'color'));
        const backdrop = channels(await computed(heart, 'background-color'));
        // Opaque: the icon is seen against this colour, never against the picture behind.
        expect(backdrop.alpha).toBe(1);
        expect(contrast(icon.rgb, backdrop.rgb)).toBeGreaterThanOrEqual(3);
      });
    });
  }
});
