import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_NAMES } from './contentPage';
import { contentPageOfPath, contentPagePath, isContentPageName } from './contentPagePath';

describe('given the storefront routes of the content pages', () => {
  it('reads each page’s route back as that page', () => {
    for (const name of CONTENT_PAGE_NAMES) {
      expect(contentPageOfPath(contentPagePath(name))).toBe(name);
    }
  });

  it('spells cancellation in full, as the footer links it', () => {
    expect(contentPageOfPath('/cancellation-policy')).toBe('cancellation-policy');
    expect(contentPageOfPath('/cancelation')).toBeUndefined();
  });

  it('reads no page from other routes or from a name without its slash', () => {
    expect(contentPageOfPath('/about-us/team')).toBeUndefined();
    expect(contentPageOfPath('about-us')).toBeUndefined();
    expect(contentPageOfPath('/help-and-support')).toBeUndefined();
  });

  it('knows a page by its name and nothing else', () => {
    expect(isContentPageName('privacy-policy')).toBe(true);
    expect(isContentPageName('Privacy-Policy')).toBe(false);
    expect(isContentPageName('')).toBe(false);
  });
});
