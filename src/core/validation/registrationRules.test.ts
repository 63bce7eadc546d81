import { describe, expect, it } from 'vitest';
import { checkCoverPhoto, checkLogo } from './registrationRules';

describe('registering a store or a delivery man', () => {
  const upload = new Uint8Array([1]);

  it('needs a logo', () => {
    expect(checkLogo(upload)).toBeNull();
    expect(checkLogo(null)).toEqual({ key: 'Logo is required' });
    expect(checkLogo(undefined)).toEqual({ key: 'Logo is required' });
  });

  it('needs a cover photo', () => {
    expect(checkCoverPhoto(upload)).toBeNull();
    expect(checkCoverPhoto(null)).toEqual({ key: 'Cover photo is required' });
  });
});
