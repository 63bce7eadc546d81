import { describe, expect, it } from 'vitest';
import { checkSignInName, isEmailName } from './signInNameRule';

describe('the phone or e-mail a customer signs in with', () => {
  it('is required', () => {
    expect(checkSignInName(' ')).toEqual({ key: 'Phone or email is required' });
  });

  it('is an e-mail when it has an @, checked as one', () => {
    expect(isEmailName('mona@example.com')).toBe(true);
    expect(checkSignInName(' mona@example.com ')).toBeNull();
    expect(checkSignInName('mona@')).toEqual({ key: 'A valid email is required' });
  });

  it('is a phone otherwise, Arabic-Indic digits included', () => {
    expect(checkSignInName('+٢٠١٠٠١٢٣٤٥٦٧')).toBeNull();
    expect(checkSignInName('01001234567')).toEqual({ key: 'Phone number must not start with 0' });
  });
});
