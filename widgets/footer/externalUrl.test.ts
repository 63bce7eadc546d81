import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { externalUrl } from './externalUrl';

describe('externalUrl', () => {
  describe('given an absolute web link', () => {
    it('keeps it, trimmed and normalised', () => {
      expect(externalUrl(' https://www.facebook.com/souqdemo ')).toBe(
        'https://www.facebook.com/souqdemo',
      );
      expect(externalUrl('http://example.com')).toBe('http://example.com/');
    });
  });

  describe('given anything that is not an http(s) URL', () => {
    it('refuses empty, relative and malformed links', () => {
      for (const link of ['', null, undefined, '/about-us', 'facebook.com/souq', 'https://']) {
        expect(externalUrl(link)).toBeNull();
      }
    });

    it('refuses every other scheme, javascript: included', () => {
      const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
      const scheme = fc
        .string({ unit: letter, minLength: 1, maxLength: 10 })
        .filter((name) => name !== 'http' && name !== 'https');
      fc.assert(
        fc.property(scheme, fc.string({ maxLength: 20 }), (name, path) => {
          expect(externalUrl(`${name}:${path}`)).toBeNull();
        }),
      );
      expect(externalUrl('javascript:alert(1)')).toBeNull();
      expect(externalUrl('JavaScript:alert(1)')).toBeNull();
    });
  });
});
