import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogImageSrc, itemImageSrc } from './itemImage';

const folder = { item_image_url: 'https://shop.example/storage/product/' };

describe('itemImageSrc', () => {
  describe('given a bare file name and the configured folder', () => {
    it('reads the picture from the folder, with one slash between them', () => {
      expect(itemImageSrc('apples.svg', folder)).toBe(
        'https://shop.example/storage/product/apples.svg',
      );
      expect(itemImageSrc('apples.svg', { item_image_url: '/images/product' })).toBe(
        '/images/product/apples.svg',
      );
    });

    it('joins any file name to the folder unchanged', () => {
      const fileName = fc
        .stringMatching(/^[\w.-]{1,40}$/)
        .filter((name) => !/^[a-z][a-z\d+.-]*:/i.test(name));
      fc.assert(
        fc.property(fileName, (name) => {
          expect(itemImageSrc(name, folder)).toBe(`https://shop.example/storage/product/${name}`);
        }),
      );
    });
  });

  describe('given a name that is already an address', () => {
    it('keeps it as it is, with or without the folder', () => {
      for (const address of ['https://cdn.example/a.png', '/uploads/a.png', 'data:image/png;x']) {
        expect(itemImageSrc(address, folder)).toBe(address);
        expect(itemImageSrc(address, undefined)).toBe(address);
      }
    });
  });

  describe('given no picture, or no folder yet', () => {
    it('gives null so the placeholder shows', () => {
      expect(itemImageSrc('', folder)).toBeNull();
      expect(itemImageSrc(null, folder)).toBeNull();
      expect(itemImageSrc(undefined, folder)).toBeNull();
      expect(itemImageSrc('apples.svg', undefined)).toBeNull();
    });
  });
});

describe('catalogImageSrc', () => {
  const baseUrls = {
    category_image_url: '/images/category/',
    store_image_url: '/images/store',
  };

  it('reads each kind of picture from its own folder', () => {
    expect(catalogImageSrc('fruit.png', baseUrls, 'category_image_url')).toBe(
      '/images/category/fruit.png',
    );
    expect(catalogImageSrc('/logo.png', baseUrls, 'store_image_url')).toBe('/logo.png');
  });

  it('gives no address while that folder is not configured', () => {
    expect(catalogImageSrc('banner.png', baseUrls, 'banner_image_url')).toBeNull();
    expect(catalogImageSrc('banner.png', null, 'banner_image_url')).toBeNull();
  });
});
