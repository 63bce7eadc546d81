import { describe, expect, it } from 'vitest';
import { refuse } from './ruleResult';

describe('a refusal', () => {
  it('keeps the values its message needs', () => {
    expect(refuse('Select between {min} and {max} options', { min: 1, max: 2 })).toEqual({
      key: 'Select between {min} and {max} options',
      values: { min: 1, max: 2 },
    });
  });

  it('has no values when its message needs none', () => {
    expect(refuse('Rating is required')).toStrictEqual({ key: 'Rating is required' });
  });
});
