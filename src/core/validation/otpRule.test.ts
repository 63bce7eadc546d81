import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOtp } from './otpRule';

const keyOf = (result: { key: string } | null) => result?.key ?? null;
const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((list) => list.join(''));

describe('checking a one-time code', () => {
  it.each([
    ['1234', null],
    ['0007', null],
    ['', 'OTP must be 4 digits'],
    ['123', 'OTP must be 4 digits'],
    ['12345', 'OTP must be 4 digits'],
    ['12a4', 'Only numbers are allowed'],
    [' 1234', 'Only numbers are allowed'],
    ['١٢٣٤', 'Only numbers are allowed'],
  ])('%j → %s', (otp, key) => {
    expect(keyOf(checkOtp(otp))).toBe(key);
  });

  it('accepts every 4 digits', () => {
    fc.assert(
      fc.property(digits(4, 4), (otp) => {
        expect(checkOtp(otp)).toBeNull();
      }),
    );
  });

  it('refuses every code holding something else than a digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (otp) => {
        fc.pre(/[^0-9]/.test(otp));
        expect(keyOf(checkOtp(otp))).toBe('Only numbers are allowed');
      }),
    );
  });

  it('refuses every run of digits that is not 4 long', () => {
    fc.assert(
      fc.property(digits(0, 12), (otp) => {
        fc.pre(otp.length !== 4);
        expect(keyOf(checkOtp(otp))).toBe('OTP must be 4 digits');
      }),
    );
  });
});
