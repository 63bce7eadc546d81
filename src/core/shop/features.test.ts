import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureOn } from './features';

describe('featureOn', () => {
  it('reads 0 and "0" as off, other numbers and numeric strings as on', () => {
    expect(featureOn(0)).toBe(false);
    expect(featureOn('0')).toBe(false);
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n !== 0),
        (n) => {
          expect(featureOn(n)).toBe(true);
          expect(featureOn(String(n))).toBe(true);
        },
      ),
    );
  });

  it('reads a missing flag as off', () => {
    expect(featureOn(undefined)).toBe(false);
    expect(featureOn(null)).toBe(false);
  });
});
