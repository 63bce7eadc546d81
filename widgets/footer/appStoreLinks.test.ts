import { describe, expect, it } from 'vitest';
import type { LandingData } from '../../src/core/api/wire';
import { fakeLandingData, fakeShopConfig } from '../../src/core/testing';
import { appStoreLinks } from './appStoreLinks';

const config = fakeShopConfig('en');
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
          config,
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
        appStoreLinks(landing({ playstore_url_status: 0 }), config).map((l) => l.store),
      ).toEqual(['ios']);
      expect(
        appStoreLinks(landing({ apple_store_url_status: 0 }), config).map((l) => l.store),
      ).toEqual(['android']);
    });
  });

  describe('given the landing data names no link for a store that is on', () => {
    it('falls back to the configuration’s app link', () => {
      expect(appStoreLinks(landing({ playstore_url: '' }), config)[0]).toEqual({
        store: 'android',
        href: config.app_url_android,
      });
    });

    it('leaves the store out when neither has a web link', () => {
      const links = appStoreLinks(landing({ apple_store_url: 'javascript:alert(1)' }), {
        app_url_android: config.app_url_android,
        app_url_ios: '',
      });
      expect(links.map((l) => l.store)).toEqual(['android']);
    });
  });

  describe('given the landing data has not arrived', () => {
    it('offers no store, since only its flags may switch them on', () => {
      expect(appStoreLinks(undefined, config)).toEqual([]);
    });
  });
});
