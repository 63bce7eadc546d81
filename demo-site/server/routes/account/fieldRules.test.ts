// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkEmail,
  checkOtp,
  checkPassword,
  checkPhone,
  normalizePhone,
  refuseFailedRules,
} from './fieldRules';

const messageOf = (reason: { message: string } | null) => reason?.message ?? null;

describe('checkPhone', () => {
  it.each([
    ['+201001234567', null],
    ['201001234567', null],
    ['  +201001234567 ', null],
    ['01001234567', 'Phone number must not start with 0'],
    ['+0201001234', 'Phone number must not start with 0'],
    ['+2010012', 'Phone number must be at least 10 digits'],
    ['+20 100 123 4567', 'Invalid phone number'],
    ['+2010012345678901', 'Invalid phone number'],
    ['', 'Invalid phone number'],
  ])('%j → %s', (phone, message) => {
    expect(messageOf(checkPhone('phone', phone))).toBe(message);
  });

  it('names the field it checked', () => {
    expect(checkPhone('email_or_phone', 'x')).toEqual({
      code: 'email_or_phone',
      message: 'Invalid phone number',
      values: { field: 'email_or_phone' },
    });
  });
});

describe('normalizePhone', () => {
  it('gives one form for a number with or without its +, and is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{9,14}$/), (digits) => {
        const normal = normalizePhone(digits);
        expect(normalizePhone(`+${digits}`)).toBe(normal);
        expect(normalizePhone(normal)).toBe(normal);
        expect(checkPhone('phone', normal)).toBeNull();
      }),
    );
  });
});

describe('checkPassword and checkConfirmation', () => {
  it('asks for at least 8 characters and at most 128', () => {
    expect(messageOf(checkPassword('password', '1234567'))).toBe(
      'Password must be at least 8 characters',
    );
    expect(checkPassword('password', '12345678')).toBeNull();
    expect(messageOf(checkPassword('password', 'x'.repeat(129)))).toBe('{field} is too long');
  });

  it('asks the confirmation to match', () => {
    expect(checkConfirmation('confirm_password', 'a', 'a')).toBeNull();
    expect(messageOf(checkConfirmation('confirm_password', 'a', 'b'))).toBe('Passwords must match');
  });
});

describe('checkEmail', () => {
  it('accepts an address and refuses anything else', () => {
    expect(checkEmail('email', 'mona@example.com')).toBeNull();
    expect(messageOf(checkEmail('email', 'mona@'))).toBe('A valid email is required');
    expect(messageOf(checkEmail('email', 'mo\u0000na@example.com'))).toBe(
      'A valid email is required',
    );
  });
});

describe('checkOtp', () => {
  it.each([
    ['1234', null],
    ['0007', null],
    ['123', 'OTP must be 4 digits'],
    ['12345', 'OTP must be 4 digits'],
    ['12a4', 'Only numbers are allowed'],
  ])('%j → %s', (otp, message) => {
    expect(messageOf(checkOtp('otp', otp))).toBe(message);
  });
});

describe('refuseFailedRules', () => {
  it('returns when every rule passed and throws a 422 listing the failed ones', () => {
    expect(() => refuseFailedRules([null, null])).not.toThrow();
    expect(() => refuseFailedRules([checkOtp('otp', '1'), null, checkPhone('phone', '0')])).toThrow(
      expect.objectContaining({ status: 422, reasons: [expect.anything(), expect.anything()] }),
    );
  });
});
