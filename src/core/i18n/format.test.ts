// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDeliveryTime, formatNumber } from './format';

const fifthOfJanuary = new Date(Date.UTC(2024, 0, 5, 12));

describe('formatNumber', () => {
  describe('given Arabic', () => {
    it('uses Latin digits with Arabic separators by default', () => {
      expect(formatNumber(1234.5, 'ar')).toMatch(/^1.234.5$/);
      expect(formatNumber(1234.5, 'ar')).not.toMatch(/[٠-٩]/);
    });

    it('uses Arabic-Indic digits when asked to', () => {
      expect(formatNumber(1234, 'ar', { numberingSystem: 'arab' })).toMatch(/^١.٢٣٤$/);
    });

    it('passes other options through', () => {
      expect(formatNumber(0.25, 'ar', { style: 'percent' })).toContain('25');
    });
  });

  describe('given English', () => {
    it('uses English grouping', () => {
      expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    });

    it('formats big integers', () => {
      expect(formatNumber(12_345_678_901_234_567_890n, 'en')).toBe('12,345,678,901,234,567,890');
    });
  });
});

describe('formatDate', () => {
  describe('given Arabic', () => {
    it('writes Arabic month names with Latin digits', () => {
      const text = formatDate(fifthOfJanuary, 'ar', { dateStyle: 'long', timeZone: 'UTC' });
      expect(text).toContain('يناير');
      expect(text).toContain('2024');
      expect(text).not.toMatch(/[٠-٩]/);
    });

    it('uses Arabic-Indic digits when asked to', () => {
      const text = formatDate(fifthOfJanuary, 'ar', {
        dateStyle: 'long',
        timeZone: 'UTC',
        numberingSystem: 'arab',
      });
      expect(text).toContain('٢٠٢٤');
    });
  });

  describe('given English', () => {
    it('writes English month names', () => {
      expect(formatDate(fifthOfJanuary, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
        'January 5, 2024',
      );
    });

    it('accepts a timestamp', () => {
      expect(
        formatDate(fifthOfJanuary.getTime(), 'en', { dateStyle: 'short', timeZone: 'UTC' }),
      ).toBe('1/5/24');
    });
  });
});

describe('formatDeliveryTime', () => {
  describe('given Arabic', () => {
    it('writes the range with Latin digits and the unit in Arabic', () => {
      const text = formatDeliveryTime(25, 35, 'ar');
      expect(text).toMatch(/^25\s*[–-]\s*35\s+دقيقة$/u);
      expect(text).not.toMatch(/[A-Za-z]/);
    });

    it('uses the plural the number asks for', () => {
      expect(formatDeliveryTime(10, 10, 'ar')).toBe('10 دقائق');
      expect(formatDeliveryTime(30, 30, 'ar')).toBe('30 دقيقة');
    });
  });

  describe('given English', () => {
    it('writes the range in minutes', () => {
      expect(formatDeliveryTime(25, 35, 'en')).toMatch(/^25\s*[–-]\s*35 minutes$/u);
    });

    it('writes one number when both ends are the same', () => {
      expect(formatDeliveryTime(30, 30, 'en')).toBe('30 minutes');
      expect(formatDeliveryTime(1, 1, 'en')).toBe('1 minute');
    });

    it('reads a reversed range the right way round', () => {
      expect(formatDeliveryTime(60, 45, 'en')).toMatch(/^45\s*[–-]\s*60 minutes$/u);
    });
  });
});

describe('formatDateRange', () => {
  const day = (month: number, date: number) => new Date(Date.UTC(2026, month - 1, date));
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

  describe('given English', () => {
    it('says the shared month and year once', () => {
      expect(formatDateRange(day(11, 3), day(11, 9), 'en', options)).toMatch(
        /^November 3\s–\s9, 2026$/,
      );
    });

    it('reads a reversed span the right way round', () => {
      expect(formatDateRange(day(11, 9), day(11, 3), 'en', options)).toMatch(
        /^November 3\s–\s9, 2026$/,
      );
    });
  });

  describe('given Arabic', () => {
    it('names the month in Arabic with Latin digits', () => {
      const text = formatDateRange(day(11, 3), day(12, 9), 'ar', options);
      expect(text).toContain('نوفمبر');
      expect(text).toContain('ديسمبر');
      expect(text).toMatch(/3/);
      expect(text).not.toMatch(/[٠-٩]/);
    });
  });
});
