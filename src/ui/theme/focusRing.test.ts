// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { focusOutline, focusOutlineInset } from './focusRing.css';
import { darkColors, lightColors } from './tokens';
import { vars } from './vars.css';

const ROOT = resolve(import.meta.dirname, '../../..');
const THIS_STYLE = 'src/ui/theme/focusRing.css.ts';

/** Every stylesheet of the kit, the storefront and the stories. */
function stylesheets(): string[] {
  return ['src', 'widgets', 'demo-site/app', 'stories'].flatMap((folder) =>
    readdirSync(resolve(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css.ts'))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
  );
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('the focus ring', () => {
  it('is drawn in the theme’s focus colour, outside the edge or just inside it', () => {
    expect(focusOutline).toEqual({
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    });
    expect(focusOutlineInset).toEqual({ ...focusOutline, outlineOffset: '-2px' });
  });

  describe.each([
    ['light', lightColors],
    ['dark', darkColors],
  ])('given the %s theme', (_, colors) => {
    it.each(['surface', 'surfaceMuted'] as const)(
      'stands out from the %s colour by at least 3:1 (WCAG 1.4.11)',
      (background) => {
        expect(contrast(colors.focusRing, colors[background])).toBeGreaterThanOrEqual(3);
      },
    );
  });

  it('is the only focus outline any stylesheet writes', () => {
    const ownRings = stylesheets().filter(
      (file) =>
        file !== THIS_STYLE &&
        readFileSync(resolve(ROOT, file), 'utf8').includes('vars.color.focusRing'),
    );
    expect(ownRings).toEqual([]);
  });

  it('finds the stylesheets it checks', () => {
    expect(stylesheets()).toContain('src/ui/Button/Button.css.ts');
  });
});
