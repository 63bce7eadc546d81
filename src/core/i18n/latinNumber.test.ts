import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latinNumber, signedLatinNumber } from './latinNumber';

const intl = (locale: string, digits: number, value: number) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    numberingSystem: 'latn',
  }).format(value);

describe('latinNumber', () => {
  describe('given a non-negative number', () => {
    it('writes it as Intl.NumberFormat does in English and in Arabic with Latin digits', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 3 }),
          fc.oneof(
            fc.double({ min: 0, max: 1e13, noNaN: true }),
            fc.integer({ min: 0, max: 10 ** 9 }).map((units) => units / 1000),
            fc.integer({ min: 0, max: 10 ** 6 }).map((units) => units / 100 + 0.005),
          ),
          (digits, value) => {
            const written = latinNumber(value, digits);
            // Only the tiniest numbers (under 10⁻⁶) are left to Intl; none is written otherwise.
            if (value >= 1e-6) expect(written).not.toBeNull();
            if (written !== null) {
              expect(written).toBe(intl('en', digits, value));
              expect(written).toBe(intl('ar', digits, value));
            }
          },
        ),
        { numRuns: 2000 },
      );
    });

    it('groups thousands, pads the decimals and rounds a half as Intl does', () => {
      expect(latinNumber(0, 2)).toBe('0.00');
      expect(latinNumber(0.5, 2)).toBe('0.50');
      expect(latinNumber(999, 0)).toBe('999');
      expect(latinNumber(1000, 0)).toBe('1,000');
      expect(latinNumber(1234567.5, 2)).toBe('1,234,567.50');
      expect(latinNumber(4.25, 1)).toBe(intl('en', 1, 4.25));
      expect(latinNumber(4.35, 1)).toBe(intl('ar', 1, 4.35));
    });
  });

  describe('given the whole part padded or ungrouped', () => {
    it('writes it as Intl.NumberFormat does', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 10 ** 9 }),
          fc.integer({ min: 1, max: 8 }),
          fc.boolean(),
          (value, minimumIntegerDigits, useGrouping) => {
            const layout = { minimumIntegerDigits, useGrouping };
            const expected = new Intl.NumberFormat('ar-u-nu-latn', layout).format(value);
            expect(latinNumber(value, 0, layout)).toBe(expected);
          },
        ),
      );
    });
  });

  describe('given a number it does not write', () => {
    it.each([
      ['a negative one', -1, 2],
      ['negative zero', -0, 0],
      ['one written with an exponent', 1e21, 0],
      ['not a number', Number.NaN, 0],
      ['an infinite one', Number.POSITIVE_INFINITY, 0],
    ])('leaves %s to Intl (null)', (_, value, digits) => {
      expect(latinNumber(value, digits)).toBeNull();
    });
  });
});

describe('signedLatinNumber', () => {
  it('writes a number of either sign as Intl.NumberFormat does in English and in Arabic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.oneof(
          fc.double({ min: -1e13, max: 1e13, noNaN: true }),
          fc.integer({ min: -(10 ** 9), max: 10 ** 9 }).map((units) => units / 1000),
          fc.constant(-0),
        ),
        (digits, value) => {
          for (const locale of ['en', 'ar'] as const) {
            const written = signedLatinNumber(value, digits, locale);
            if (Math.abs(value) >= 1e-6) expect(written).not.toBeNull();
            if (written !== null) expect(written).toBe(intl(locale, digits, value));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('puts a left-to-right mark before the minus sign in Arabic only', () => {
    expect(signedLatinNumber(-1234.5, 2, 'ar')).toBe('\u200e-1,234.50');
    expect(signedLatinNumber(-1234.5, 2, 'en')).toBe('-1,234.50');
    expect(signedLatinNumber(-0, 2, 'en')).toBe('-0.00');
    expect(signedLatinNumber(Number.NaN, 2, 'en')).toBeNull();
  });
});

describe('given a page writes its first price, rating, count and countdown', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('builds no Intl.NumberFormat nor Intl.PluralRules, whose first construction is slow', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'NumberFormat');
    const rules = vi.spyOn(Intl, 'PluralRules');
    const { formatPrice } = await import('../pricing/formatPrice');
    const { formatMessage } = await import('./formatMessage');
    const { formatNumber } = await import('./format');
    const price = { currency_symbol: '$', currency_symbol_direction: 'left' as const };
    expect(formatPrice(1234.5, { ...price, digit_after_decimal_point: 2 }, 'ar')).toContain(
      '1,234.50',
    );
    // A discount, written as a negative amount in the order's summary.
    expect(formatPrice(-5, { ...price, digit_after_decimal_point: 2 }, 'ar')).toContain('-5.00');
    expect(
      formatMessage([['count', 'cardinal', 0, { other: [0, ' items'] }]], 'ar', { count: 1200 }),
    ).toBe('1,200 items');
    const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(formatNumber(4.35, 'ar', oneDecimal)).toBe('4.4');
    expect(formatNumber(12, 'en')).toBe('12');
    expect(formatNumber(7, 'ar', { minimumIntegerDigits: 2, useGrouping: false })).toBe('07');
    expect(built).not.toHaveBeenCalled();
    expect(rules).not.toHaveBeenCalled();
  });
});
