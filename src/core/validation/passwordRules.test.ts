import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './commonPasswords';
import {
  checkNewPassword,
  checkPasswordConfirmation,
  checkSignInPassword,
  isCommonPassword,
} from './passwordRules';

const keyOf = (result: { key: string } | null) => result?.key ?? null;

const nonSpace = fc.string({ minLength: 1, maxLength: 1 }).filter((text) => text.trim() === text);
const space = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000');

describe('choosing a new password', () => {
  it('accepts every password of 8 to 128 characters, not all spaces, that is not common', () => {
    fc.assert(
      fc.property(
        fc.array(nonSpace, { minLength: 8, maxLength: 128 }).map((chars) => chars.join('')),
        (password) => {
          fc.pre(!isCommonPassword(password));
          expect(checkNewPassword(password)).toBeNull();
        },
      ),
    );
  });

  it('asks for a password when none is typed', () => {
    expect(keyOf(checkNewPassword(''))).toBe('Password is required');
  });

  it('refuses every password shorter than 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 7, unit: 'grapheme' }), (password) => {
        fc.pre([...password].length < 8);
        expect(keyOf(checkNewPassword(password))).toBe('Password must be at least 8 characters');
      }),
    );
  });

  it('counts characters as a person does: four emoji are four characters, not eight', () => {
    expect(keyOf(checkNewPassword('🔑🔑🔑🔑'))).toBe('Password must be at least 8 characters');
    expect(checkNewPassword('🔑🔑🔑🔑🔑🔑🔑🔑')).toBeNull();
  });

  it('refuses more than 128 characters', () => {
    expect(checkNewPassword('k'.repeat(128))).toBeNull();
    expect(keyOf(checkNewPassword('k'.repeat(129)))).toBe(
      'Password must be at most 128 characters',
    );
  });

  it('refuses every password made of spaces only', () => {
    fc.assert(
      fc.property(fc.array(space, { minLength: 8, maxLength: 40 }), (spaces) => {
        expect(keyOf(checkNewPassword(spaces.join('')))).toBe('Password must not be only spaces');
      }),
    );
  });

  it('refuses every common password, in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COMMON_PASSWORDS), fc.func(fc.boolean()), (common, upper) => {
        const mixed = Array.from(common, (char, index) =>
          upper(index) ? char.toUpperCase() : char,
        ).join('');
        expect(keyOf(checkNewPassword(mixed))).toBe(
          'This password is too common. Choose a less common one',
        );
      }),
    );
  });

  it('lists a few hundred common passwords at most, all long enough to need listing', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(150);
    expect(COMMON_PASSWORDS.size).toBeLessThanOrEqual(500);
    for (const common of COMMON_PASSWORDS) {
      expect(common).toBe(common.toLowerCase());
      expect(checkNewPassword(common)?.key).toBe(
        'This password is too common. Choose a less common one',
      );
    }
  });
});

describe('confirming a new password', () => {
  it('accepts the same text', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        expect(checkPasswordConfirmation(password, password)).toBeNull();
      }),
    );
  });

  it('refuses any other text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, confirmation) => {
        fc.pre(password !== confirmation);
        expect(keyOf(checkPasswordConfirmation(password, confirmation))).toBe(
          'Passwords must match',
        );
      }),
    );
  });
});

describe('signing in', () => {
  it('takes any password typed, even one too short or too common for a new account', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (password) => {
        expect(checkSignInPassword(password)).toBeNull();
      }),
    );
    expect(checkSignInPassword('123456')).toBeNull();
  });

  it('asks for a password when none is typed', () => {
    expect(keyOf(checkSignInPassword(''))).toBe('Password is required');
  });
});
