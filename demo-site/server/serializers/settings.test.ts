// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absoluteBaseUrls, type JsonValue, localizeSetting } from './settings';

describe('localizeSetting', () => {
  describe('given bilingual texts at any depth', () => {
    it('keeps the text of the asked language and everything else as it is', () => {
      const stored: JsonValue = {
        footer_text: { en: 'Fresh', ar: 'طازج' },
        social_media: [{ name: { en: 'Facebook', ar: 'فيسبوك' }, link: 'https://f.example' }],
        tax: 14,
        flags: { en: true, ar: false },
      };
      expect(localizeSetting(stored, 'ar')).toEqual({
        footer_text: 'طازج',
        social_media: [{ name: 'فيسبوك', link: 'https://f.example' }],
        tax: 14,
        flags: { en: true, ar: false },
      });
      expect(localizeSetting(stored, 'en')).toMatchObject({ footer_text: 'Fresh' });
    });
  });

  it('leaves a setting without bilingual texts unchanged', () => {
    const plain = fc.jsonValue().filter((value) => !JSON.stringify(value).includes('"en"'));
    fc.assert(
      fc.property(plain, (value) => {
        expect(localizeSetting(value as JsonValue, 'ar')).toEqual(value);
      }),
    );
  });
});

describe('absoluteBaseUrls', () => {
  it('puts the origin the client reached before each seeded path', () => {
    expect(
      absoluteBaseUrls(
        { item_image_url: '/images/product', category_image_url: 'images/category' },
        'http://localhost:4173/',
      ),
    ).toEqual({
      item_image_url: 'http://localhost:4173/images/product',
      category_image_url: 'http://localhost:4173/images/category',
    });
  });

  it('keeps a URL that already names a host and drops entries that are not text', () => {
    expect(
      absoluteBaseUrls(
        { item_image_url: 'https://cdn.example/items', broken: 3 },
        'http://localhost:4173',
      ),
    ).toEqual({ item_image_url: 'https://cdn.example/items' });
  });

  it('sends nothing when the stored base_urls is not an object', () => {
    expect(absoluteBaseUrls(['/images'], 'http://localhost')).toEqual({});
    expect(absoluteBaseUrls(undefined, 'http://localhost')).toEqual({});
  });
});
