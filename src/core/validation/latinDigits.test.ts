import { describe, expect, it } from 'vitest';
import { latinDigits } from './latinDigits';

describe('given text with digits of several scripts', () => {
  it('writes every digit in Latin and leaves the rest as it is', () => {
    expect(latinDigits('+٢٠١٠ ۱۲۳ 45')).toBe('+2010 123 45');
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });
});
