// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';

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
