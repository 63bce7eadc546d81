// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillName, isoDay, kebab, shopPrice } from './text';

describe('kebab', () => {
  it('turns an English name into a lower-case slug', () => {
    expect(kebab('Al Nour Supermarket')).toBe('al-nour-supermarket');
    expect(kebab('Fruits & Vegetables')).toBe('fruits-and-vegetables');
    expect(kebab("Za'atar Manakish - 4 pcs")).toBe('za-atar-manakish-4-pcs');
  });

  it('only ever yields ASCII letters, digits and inner dashes', () => {
    fc.assert(fc.property(fc.string(), (text) => /^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(kebab(text))));
  });
});

describe('fillName', () => {
  it('puts the name into a sign pattern', () => {
    expect(fillName('سوبر ماركت {name}', 'النور')).toBe('سوبر ماركت النور');
  });
});

describe('shopPrice', () => {
  describe('given any raw amount', () => {
    it('has at most two decimals and no float noise', () => {
      fc.assert(
        fc.property(
          fc.double({ min: 0, max: 10_000, noNaN: true }),
          fc.boolean(),
          (raw, ninetyFive) => {
            const price = shopPrice(raw, ninetyFive);
            return price > 0 && /^\d+(\.\d{1,2})?$/.test(String(price));
          },
        ),
      );
    });
  });

  it('rounds to a quarter pound, or ends in .95 when asked', () => {
    expect(shopPrice(12.3, false)).toBe(12.25);
    expect(shopPrice(24.6, true)).toBe(24.95);
  });
});

describe('isoDay', () => {
  it('counts calendar days from the given instant', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    expect(isoDay(now, -3)).toBe('2025-02-26');
    expect(isoDay(now, 30)).toBe('2025-03-31');
  });
});
