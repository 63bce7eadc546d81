import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qrPath';

/** The modules a path draws, read back from its rectangles. */
function modulesDrawn(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) {
      const row = grid[Number(y)];
      if (row) row[column] = true;
    }
  }
  return grid;
}

describe('qrPath', () => {
  it('draws a row’s run of dark modules as one rectangle', () => {
    expect(qrPath([[false, true, true, false, true]])).toBe('M1 0h2v1h-2zM4 0h1v1h-1z');
  });

  it('draws nothing for an all-light grid', () => {
    expect(
      qrPath([
        [false, false],
        [false, false],
      ]),
    ).toBe('');
  });

  it('draws exactly the dark modules of any grid', () => {
    const grids = fc.integer({ min: 1, max: 12 }).chain((size) =>
      fc.array(fc.array(fc.boolean(), { minLength: size, maxLength: size }), {
        minLength: size,
        maxLength: size,
      }),
    );
    fc.assert(
      fc.property(grids, (grid) => {
        expect(modulesDrawn(qrPath(grid), grid.length)).toEqual(grid);
      }),
    );
  });

  it('draws the code uqr encodes for the shop’s app address', () => {
    const qr = encode('https://play.google.com/store/apps/details?id=com.souq.demo', { border: 0 });
    expect(modulesDrawn(qrPath(qr.data), qr.size)).toEqual(qr.data);
  });
});
