import { describe, expect, it } from 'vitest';
import { appUrl } from './appUrl';

describe('appUrl', () => {
  it('gives the configured Android app link', () => {
    expect(appUrl({ app_url_android: ' https://play.google.com/store/apps/details?id=x ' })).toBe(
      'https://play.google.com/store/apps/details?id=x',
    );
  });

  it('gives nothing without a configuration, without a link, or for what is not a web address', () => {
    expect(appUrl(null)).toBeNull();
    expect(appUrl({ app_url_android: '' })).toBeNull();
    expect(appUrl({ app_url_android: 'javascript:alert(1)' })).toBeNull();
    expect(appUrl({ app_url_android: 'market://details?id=x' })).toBeNull();
  });
});
