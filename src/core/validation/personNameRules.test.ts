import { describe, expect, it } from 'vitest';
import { checkFirstName, checkLastName, PERSON_NAME_MAX_LENGTH } from './personNameRules';

describe('a first or last name', () => {
  it('passes in any script', () => {
    expect(checkFirstName('منى')).toBeNull();
    expect(checkLastName('Adel')).toBeNull();
  });

  it('is required, spaces alone being none', () => {
    expect(checkFirstName('  ')).toEqual({ key: 'First name is required' });
    expect(checkLastName('')).toEqual({ key: 'Last name is required' });
  });

  it('has at most 100 characters, an emoji counting as one', () => {
    expect(checkFirstName('😀'.repeat(PERSON_NAME_MAX_LENGTH))).toBeNull();
    expect(checkLastName('a'.repeat(PERSON_NAME_MAX_LENGTH + 1))).toEqual({
      key: 'Name must be at most 100 characters',
    });
  });
});
