import { describe, expect, it } from 'vitest';
import type { LandingData } from '../../src/core/api/wire';
import type { AppUrls } from '../../src/core/shop';
import { fakeLandingData } from '../../src/core/testing';
import { appStoreLinks } from './appStoreLinks';

const appUrls: AppUrls = { android: 'https://play.test/shop', ios: 'https://apple.test/shop' };
const landing = (changes: Partial<LandingData['download_user_app_links']>): LandingData => {
  const base = fakeLandingData('en');
  return { ...base, download_user_app_links: { ...base.download_user_app_links, ...changes } };
};

describe('appStoreLinks', () => {
  describe('given both stores are on', () => {
    it('offers Android, then iOS, at the landing data’s links', () => {
      expect(
        appStoreLinks(
          landing({
            playstore_url: 'https://play.test/a',
            apple_store_url: 'https://apple.test/i',
          }),
          appUrls,
        ),
      ).toEqual([
        { store: 'android', href: 'https://play.test/a' },
        { store: 'ios', href: 'https://apple.test/i' },
      ]);
    });
  });

  describe('given a store whose status is 0', () => {
    it('leaves that store out', () => {
      expect(
        appStoreLinks(landing({ playstore_url_status: 0 }), appUrls).map((l) => l.store),
      ).toEqual(['ios']);
      expect(
        appStoreLinks(landing({ apple_store_url_status: 0 }), appUrls).map((l) => l.store),
      ).toEqual(['android']);
    });
  });

  describe('given the landing data names no link for a store that is on', () => {
    it('falls back to the shop’s own app link', () => {
      expect(appStoreLinks(landing({ playstore_url: '' }), appUrls)[0]).toEqual({
        store: 'android',
        href: 'https://play.test/shop',
      });
    });

    it('leaves the store out when neither has a web link', () => {
      const links = appStoreLinks(landing({ apple_store_url: 'javascript:alert(1)' }), {
        ...appUrls,
        ios: '',
      });
      expect(links.map((l) => l.store)).toEqual(['android']);
    });
  });

  describe('given the landing data has not arrived', () => {
    it('offers no store, since only its flags may switch them on', () => {
      expect(appStoreLinks(undefined, appUrls)).toEqual([]);
    });
  });
});
