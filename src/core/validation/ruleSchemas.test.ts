import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADDRESS_DETAIL_MAX_LENGTH, ADDRESS_MAX_LENGTH } from './addressRules';
import {
  addressLabelSchema,
  addressLineSchema,
  addressTypeSchema,
  emailSchema,
  firstNameSchema,
  floorSchema,
  houseSchema,
  lastNameSchema,
  latitudeSchema,
  longitudeSchema,
  newPasswordPairSchema,
  optionalEmailSchema,
  otpSchema,
  phoneSchema,
  ratingSchema,
  roadSchema,
  signInNameSchema,
  signInPasswordSchema,
  termsSchema,
} from './ruleSchemas';

/** The message keys a schema refuses a value with, by dotted path. */
function issuesOf(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  return Object.fromEntries(
    result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]),
  );
}

describe('the rules as valibot schemas', () => {
  it('pass what the rules pass', () => {
    expect(v.is(phoneSchema, '+201001234567')).toBe(true);
    expect(v.is(emailSchema, 'mona@example.com')).toBe(true);
    expect(v.is(otpSchema, '1234')).toBe(true);
    expect(v.is(ratingSchema, 4)).toBe(true);
    expect(v.is(termsSchema, true)).toBe(true);
  });

  it('refuse with the rule’s message key', () => {
    expect(issuesOf(phoneSchema, '01001234567')).toEqual({
      '': 'Phone number must not start with 0',
    });
    expect(issuesOf(otpSchema, '12a4')).toEqual({ '': 'Only numbers are allowed' });
    expect(issuesOf(ratingSchema, 9)).toEqual({ '': 'Rating must be a whole number from 1 to 5' });
    expect(issuesOf(termsSchema, false)).toEqual({
      '': 'You must accept the terms and conditions',
    });
  });

  it('check a field left out as an empty one', () => {
    expect(issuesOf(phoneSchema, undefined)).toEqual({ '': 'Phone number is required' });
    expect(issuesOf(signInPasswordSchema, undefined)).toEqual({ '': 'Password is required' });
    expect(issuesOf(ratingSchema, null)).toEqual({ '': 'Rating is required' });
    expect(issuesOf(termsSchema, undefined)).toEqual({
      '': 'You must accept the terms and conditions',
    });
  });

  describe('given the fields of signing in and up', () => {
    it('take a phone or an e-mail to sign in with', () => {
      expect(v.is(signInNameSchema, '+201001234567')).toBe(true);
      expect(v.is(signInNameSchema, 'mona@example.com')).toBe(true);
      expect(issuesOf(signInNameSchema, '')).toEqual({ '': 'Phone or email is required' });
    });

    it('require both names', () => {
      expect(issuesOf(firstNameSchema, ' ')).toEqual({ '': 'First name is required' });
      expect(issuesOf(lastNameSchema, undefined)).toEqual({ '': 'Last name is required' });
    });

    it('take no e-mail, or a valid one', () => {
      expect(v.is(optionalEmailSchema, '')).toBe(true);
      expect(issuesOf(optionalEmailSchema, 'mona@')).toEqual({ '': 'A valid email is required' });
    });
  });

  describe('given a new password and its confirmation', () => {
    it('passes a good password typed twice', () => {
      const pair = { password: 'tall cedar 42', confirm_password: 'tall cedar 42' };
      expect(v.parse(newPasswordPairSchema, pair)).toEqual(pair);
    });

    it('reports a mismatch on the confirmation', () => {
      expect(
        issuesOf(newPasswordPairSchema, {
          password: 'tall cedar 42',
          confirm_password: 'tall cedar 24',
        }),
      ).toEqual({ confirm_password: 'Passwords must match' });
    });

    it('reports a weak password on the password', () => {
      expect(
        issuesOf(newPasswordPairSchema, { password: 'password1', confirm_password: 'password1' }),
      ).toEqual({ password: 'This password is too common. Choose a less common one' });
    });
  });

  describe('given the fields of an address', () => {
    it('pass a complete address, its optional details left blank', () => {
      expect(v.is(addressTypeSchema, 'office')).toBe(true);
      expect(v.is(addressLineSchema, '12 Nile Street')).toBe(true);
      expect(v.is(latitudeSchema, '30.0444')).toBe(true);
      expect(v.is(longitudeSchema, '-31.2357')).toBe(true);
      for (const schema of [addressLabelSchema, roadSchema, houseSchema, floorSchema]) {
        expect(v.is(schema, '')).toBe(true);
        expect(v.is(schema, 'x'.repeat(ADDRESS_DETAIL_MAX_LENGTH))).toBe(true);
      }
    });

    it('refuse a missing type, address line and location with the rules’ keys', () => {
      expect(issuesOf(addressTypeSchema, 'villa')).toEqual({ '': 'Choose the address type' });
      expect(issuesOf(addressLineSchema, '  ')).toEqual({ '': 'Delivery address is required' });
      expect(issuesOf(latitudeSchema, '')).toEqual({ '': 'Location is required' });
      expect(issuesOf(longitudeSchema, '200')).toEqual({ '': 'Invalid location' });
    });

    it('say a text past its limit by the field’s own message, which names the limit', () => {
      expect(issuesOf(addressLineSchema, 'x'.repeat(ADDRESS_MAX_LENGTH + 1))).toEqual({
        '': `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
      });
      const tooLong = 'x'.repeat(ADDRESS_DETAIL_MAX_LENGTH + 1);
      expect(issuesOf(addressLabelSchema, tooLong)).toEqual({
        '': `Address label must be at most ${ADDRESS_DETAIL_MAX_LENGTH} characters`,
      });
      expect(issuesOf(roadSchema, tooLong)).toEqual({
        '': `Street must be at most ${ADDRESS_DETAIL_MAX_LENGTH} characters`,
      });
      expect(issuesOf(houseSchema, tooLong)).toEqual({
        '': `House number must be at most ${ADDRESS_DETAIL_MAX_LENGTH} characters`,
      });
      expect(issuesOf(floorSchema, tooLong)).toEqual({
        '': `Floor must be at most ${ADDRESS_DETAIL_MAX_LENGTH} characters`,
      });
    });
  });
});
