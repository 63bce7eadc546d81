// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderTile, renderWide } from './images';
import { TINTS } from './vocabulary/palette';

/** Checks that every tag is closed in order; enough to catch broken markup. */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (!name) return false;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

function ids(svg: string): string[] {
  return [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1] ?? '');
}

function references(svg: string): string[] {
  return [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((match) => match[1] ?? '');
}

describe('renderTile', () => {
  const svg = renderTile('red-apple', TINTS.green);

  it('is a standalone SVG document with its own size', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"')).toBe(
      true,
    );
    expect(tagsBalance(svg)).toBe(true);
  });

  it('paints the tint behind the icon', () => {
    expect(svg).toContain(`fill="${TINTS.green.background}"`);
  });

  it('stays small', () => {
    expect(svg.length).toBeLessThan(4000);
  });
});

describe('renderWide', () => {
  describe('given icons that carry gradients and clip paths, one of them twice', () => {
    const svg = renderWide(
      ['airplane-arrival', 'airplane-arrival', 'package'],
      TINTS.blue,
      'banner',
    );

    it('is well formed and 1200 × 400', () => {
      expect(svg).toContain('width="1200" height="400"');
      expect(tagsBalance(svg)).toBe(true);
    });

    it('keeps every id unique and every reference pointing inside the file', () => {
      const declared = ids(svg);
      expect(new Set(declared).size).toBe(declared.length);
      for (const reference of references(svg)) expect(declared).toContain(reference);
    });

    it('bakes in no text and loads nothing from outside', () => {
      expect(svg).not.toMatch(/<text|<image|href="http|url\(http/);
    });
  });

  describe('given the card shape', () => {
    it('is 900 × 450', () => {
      expect(renderWide(['pill'], TINTS.teal, 'card')).toContain('width="900" height="450"');
    });
  });
});
