import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  newPasswordPairSchema,
  otpSchema,
  phoneSchema,
  ratingSchema,
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
});
