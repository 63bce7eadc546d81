// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkOtp, checkPhone, checkVariationSelection } from '../../../../src/core/validation';
import { fieldReason, refuseFailedRules } from './fieldRules';

describe('a core rule’s result as a refusal of the API', () => {
  it('names the field it checked, for the code and the message', () => {
    expect(fieldReason('email_or_phone', checkPhone('x'))).toEqual({
      code: 'email_or_phone',
      message: 'Invalid phone number',
      values: { field: 'email_or_phone' },
    });
    expect(fieldReason('phone', checkPhone('+201001234567'))).toBeNull();
  });

  it('keeps the values the message needs', () => {
    const failure = checkVariationSelection(3, { min: 1, max: 2, required: true });
    expect(fieldReason('variation', failure)).toEqual({
      code: 'variation',
      message: 'Select between {min} and {max} options',
      values: { field: 'variation', min: 1, max: 2 },
    });
  });

  it('returns when every rule passed and throws a 422 listing the failed ones in order', () => {
    expect(() => refuseFailedRules({ otp: null, phone: null })).not.toThrow();
    expect(() =>
      refuseFailedRules({ otp: checkOtp('1'), email: null, phone: checkPhone('0') }),
    ).toThrow(
      expect.objectContaining({
        status: 422,
        reasons: [
          expect.objectContaining({ code: 'otp', message: 'OTP must be 4 digits' }),
          expect.objectContaining({ code: 'phone', message: 'Phone number must not start with 0' }),
        ],
      }),
    );
  });
});
