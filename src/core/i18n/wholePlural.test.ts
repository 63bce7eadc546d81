import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { wholePlural } from './wholePlural';

describe('wholePlural', () => {
  describe('given a non-negative whole number', () => {
    it.each(LOCALES)('chooses the category Intl.PluralRules chooses in %s', (locale) => {
      const rules = new Intl.PluralRules(locale);
      fc.assert(
        fc.property(
          fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 2 ** 40 })),
          (count) => {
            expect(wholePlural(locale, count)).toBe(rules.select(count));
          },
        ),
        { numRuns: 2000 },
      );
    });

    it('knows the six Arabic forms', () => {
      expect([0, 1, 2, 3, 11, 100].map((count) => wholePlural('ar', count))).toEqual([
        'zero',
        'one',
        'two',
        'few',
        'many',
        'other',
      ]);
    });
  });

  describe('given a number that is not a count', () => {
    it.each([1.5, -1, Number.NaN, 2 ** 60])('leaves %s to Intl (null)', (value) => {
      expect(wholePlural('ar', value)).toBeNull();
    });
  });
});
