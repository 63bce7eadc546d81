import { describe, expect, it } from 'vitest';
import { appUrl } from './appUrl';

describe('appUrl', () => {
  it('gives the shop’s Android app link', () => {
    expect(appUrl({ android: 'https://play.google.com/store/apps/details?id=x' })).toBe(
      'https://play.google.com/store/apps/details?id=x',
    );
  });

  it('gives nothing without a link, or for what is not a web address', () => {
    expect(appUrl({ android: '' })).toBeNull();
    expect(appUrl({ android: 'javascript:alert(1)' })).toBeNull();
    expect(appUrl({ android: 'market://details?id=x' })).toBeNull();
  });
});
