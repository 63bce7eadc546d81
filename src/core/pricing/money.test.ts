import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, MAX_DIGITS, precision, roundHalfAway, toMinor } from './money';

describe('money in minor units', () => {
  describe('when converting a major amount to minor units', () => {
    it('rounds a decimal half up the way it is written, not the way binary stores it', () => {
      expect(toMinor(1.005, 2)).toBe(101);
      expect(toMinor(1.004, 2)).toBe(100);
    });

    it('rounds negative halves away from zero', () => {
      expect(toMinor(-1.005, 2)).toBe(-101);
    });

    it('handles amounts written in exponent notation', () => {
      expect(toMinor(1e-7, 2)).toBe(0);
      expect(toMinor(1.5e21, 0)).toBe(1.5e21);
    });

    it('rounds any decimal one place finer than the precision half away from zero', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -1e13, max: 1e13 }),
          fc.integer({ min: 0, max: 4 }),
          (tenths, digits) => {
            const whole = Math.trunc(tenths / 10);
            const expected = Math.abs(tenths % 10) >= 5 ? whole + Math.sign(tenths) : whole;
            expect(toMinor(tenths / 10 ** (digits + 1), digits)).toBe(
              expected === 0 ? 0 : expected,
            );
          },
        ),
      );
    });

    it('counts NaN and infinities as 0', () => {
      expect(toMinor(Number.NaN, 2)).toBe(0);
      expect(toMinor(Number.POSITIVE_INFINITY, 2)).toBe(0);
    });
  });

  describe('when converting minor units back', () => {
    it('gives numbers that print without float noise', () => {
      expect(String(fromMinor(toMinor(0.1, 2) + toMinor(0.2, 2), 2))).toBe('0.3');
      expect(String(fromMinor(1230, 2))).toBe('12.3');
    });

    it('never gives negative zero', () => {
      expect(Object.is(fromMinor(-0, 2), 0)).toBe(true);
      expect(Object.is(roundHalfAway(-0.4), 0)).toBe(true);
    });

    it('round-trips any amount already at the precision', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.integer({ min: 0, max: 4 }),
          (minor, digits) => {
            expect(toMinor(fromMinor(minor, digits), digits)).toBe(minor);
          },
        ),
      );
    });
  });

  describe('given a configured number of decimals', () => {
    it('keeps whole values between 0 and the maximum', () => {
      expect(precision(3)).toBe(3);
      expect(precision(0)).toBe(0);
    });

    it('clamps values outside the range and drops fractions', () => {
      expect(precision(-1)).toBe(0);
      expect(precision(99)).toBe(MAX_DIGITS);
      expect(precision(2.7)).toBe(2);
    });

    it('falls back to 2 when absent or not a number', () => {
      expect(precision()).toBe(2);
      expect(precision(Number.NaN)).toBe(2);
    });
  });
});
