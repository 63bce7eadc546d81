import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, type PriceFormat } from './formatPrice';

const FSI = '\u2068';
const PDI = '\u2069';

function config(overrides: Partial<PriceFormat> = {}): PriceFormat {
  return {
    currency_symbol: '$',
    currency_symbol_direction: 'left',
    digit_after_decimal_point: 2,
    ...overrides,
  };
}

describe('formatPrice', () => {
  describe('given English (left to right)', () => {
    it('puts a left symbol before the number', () => {
      expect(formatPrice(1234.5, config(), 'en')).toBe(`${FSI}$${PDI} 1,234.50`);
    });

    it('puts a right symbol after the number', () => {
      expect(formatPrice(1234.5, config({ currency_symbol_direction: 'right' }), 'en')).toBe(
        `1,234.50 ${FSI}$${PDI}`,
      );
    });
  });

  describe('given Arabic (right to left)', () => {
    it('writes a left symbol after the number, so it is shown on the left', () => {
      expect(formatPrice(1234.5, config({ currency_symbol: 'ج.م' }), 'ar')).toBe(
        `1,234.50 ${FSI}ج.م${PDI}`,
      );
    });

    it('writes a right symbol before the number, so it is shown on the right', () => {
      const right = config({ currency_symbol: 'ج.م', currency_symbol_direction: 'right' });
      expect(formatPrice(1234.5, right, 'ar')).toBe(`${FSI}ج.م${PDI} 1,234.50`);
    });

    it('uses Latin digits by default', () => {
      expect(formatPrice(7, config(), 'ar')).toContain('7.00');
    });

    it('uses Arabic-Indic digits when asked', () => {
      expect(formatPrice(1234.5, config(), 'ar', { numberingSystem: 'arab' })).toBe(
        `١٬٢٣٤٫٥٠ ${FSI}$${PDI}`,
      );
    });
  });

  describe('given a number of decimals', () => {
    it('shows exactly that many', () => {
      expect(formatPrice(12.3, config({ digit_after_decimal_point: 3 }), 'en')).toBe(
        `${FSI}$${PDI} 12.300`,
      );
      expect(formatPrice(12.5, config({ digit_after_decimal_point: 0 }), 'en')).toBe(
        `${FSI}$${PDI} 13`,
      );
    });

    it('never shows float noise', () => {
      expect(formatPrice(0.1 + 0.2, config(), 'en')).toBe(`${FSI}$${PDI} 0.30`);
      expect(formatPrice(12.300000000000001, config(), 'en')).toBe(`${FSI}$${PDI} 12.30`);
    });

    it('rounds halves as written in decimal', () => {
      expect(formatPrice(1.005, config(), 'en')).toBe(`${FSI}$${PDI} 1.01`);
    });
  });

  describe('given no currency symbol', () => {
    it('shows the number alone', () => {
      expect(formatPrice(5, config({ currency_symbol: '' }), 'en')).toBe('5.00');
    });
  });

  describe('for any amount, decimals and locale', () => {
    it('shows exactly digit_after_decimal_point decimals', () => {
      fc.assert(
        fc.property(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: 0, max: 6 }),
          fc.constantFrom('ar' as const, 'en' as const),
          fc.constantFrom('left' as const, 'right' as const),
          (amount, digits, locale, side) => {
            const text = formatPrice(
              amount,
              config({ digit_after_decimal_point: digits, currency_symbol_direction: side }),
              locale,
            );
            const number = text.replace(`${FSI}$${PDI}`, '').trim();
            const decimals = number.includes('.') ? (number.split('.')[1] ?? '') : '';
            expect(decimals).toMatch(new RegExp(`^\\d{${digits}}$`));
          },
        ),
      );
    });
  });
});
