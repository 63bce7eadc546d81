import { describe, expect, it } from 'vitest';
import { firstFailure, refuse } from './ruleResult';

describe('combining the rules of one field', () => {
  it('gives the first failure in the order the rules are listed', () => {
    const required = refuse('Phone number is required');
    const invalid = refuse('Invalid phone number');
    expect(firstFailure(null, required, invalid)).toBe(required);
    expect(firstFailure(invalid, required)).toBe(invalid);
  });

  it('gives null when every rule passes', () => {
    expect(firstFailure(null, null)).toBeNull();
    expect(firstFailure()).toBeNull();
  });

  it('keeps the values a message needs, and leaves them out when it needs none', () => {
    expect(refuse('Select between {min} and {max} options', { min: 1, max: 2 })).toEqual({
      key: 'Select between {min} and {max} options',
      values: { min: 1, max: 2 },
    });
    expect(refuse('Rating is required')).toStrictEqual({ key: 'Rating is required' });
  });
});
