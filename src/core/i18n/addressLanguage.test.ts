import { describe, expect, it } from 'vitest';
import { addressInLanguage, languageInAddress } from './addressLanguage';

describe('the language named in an address', () => {
  describe('given a lang parameter', () => {
    it('reads a supported language, whatever its case', () => {
      expect(languageInAddress('?lang=en')).toBe('en');
      expect(languageInAddress('name=tea&lang=AR')).toBe('ar');
    });

    it('reads nothing from a language the shop does not speak, or from no parameter', () => {
      expect(languageInAddress('?lang=fr')).toBeUndefined();
      expect(languageInAddress('?name=tea')).toBeUndefined();
      expect(languageInAddress('')).toBeUndefined();
    });
  });

  describe('given a path to name a language in', () => {
    it('adds the parameter to a path without a query', () => {
      expect(addressInLanguage('/product/red-apple', 'en')).toBe('/product/red-apple?lang=en');
    });

    it('keeps the other parameters, written as the storefront writes them', () => {
      expect(addressInLanguage('/search?name=green%20tea', 'ar')).toBe(
        '/search?name=green%20tea&lang=ar',
      );
    });

    it('replaces a language already named', () => {
      expect(addressInLanguage('/search?lang=en&name=tea', 'ar')).toBe('/search?lang=ar&name=tea');
    });
  });
});
