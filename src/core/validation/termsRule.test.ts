import { describe, expect, it } from 'vitest';
import { checkTermsAccepted } from './termsRule';

describe('the terms and conditions', () => {
  it('must be accepted', () => {
    expect(checkTermsAccepted(true)).toBeNull();
    expect(checkTermsAccepted(false)).toEqual({
      key: 'You must accept the terms and conditions',
    });
  });
});
