import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { browserLocaleSources, detectLocale } from './detectLocale';
import { LOCALES } from './locale';

describe('detectLocale', () => {
  describe('given nothing to go on', () => {
    it('chooses Arabic', () => {
      expect(detectLocale({})).toBe('ar');
      expect(detectLocale({ stored: null, cookie: '', navigatorLanguages: [] })).toBe('ar');
    });
  });

  describe('given a stored language', () => {
    it('prefers it over both cookies and the browser', () => {
      expect(
        detectLocale({
          stored: 'en',
          cookie: 'NEXT_LOCALE=ar; x-lang=ar',
          navigatorLanguages: ['ar-EG'],
        }),
      ).toBe('en');
    });
  });

  describe('given no stored language', () => {
    it('prefers the NEXT_LOCALE cookie over x-lang', () => {
      expect(detectLocale({ cookie: 'x-lang=ar; NEXT_LOCALE=en' })).toBe('en');
    });

    it('uses the x-lang cookie when NEXT_LOCALE is absent', () => {
      expect(detectLocale({ cookie: 'theme=dark; x-lang=en', navigatorLanguages: ['ar'] })).toBe(
        'en',
      );
    });

    it('prefers either cookie over the browser languages', () => {
      expect(detectLocale({ cookie: 'x-lang=ar', navigatorLanguages: ['en-US'] })).toBe('ar');
    });
  });

  describe('given only browser languages', () => {
    it('takes the first whose primary subtag is supported', () => {
      expect(detectLocale({ navigatorLanguages: ['fr-FR', 'en-GB', 'ar-EG'] })).toBe('en');
      expect(detectLocale({ navigatorLanguages: ['de', 'ar-SA'] })).toBe('ar');
    });

    it('reads tags case-insensitively and with underscores', () => {
      expect(detectLocale({ navigatorLanguages: ['EN_us'] })).toBe('en');
    });

    it('chooses Arabic when none is supported', () => {
      expect(detectLocale({ navigatorLanguages: ['fr', 'de-DE'] })).toBe('ar');
    });
  });

  describe('given unsupported or malformed values', () => {
    it('ignores them and goes on to the next source', () => {
      expect(
        detectLocale({
          stored: 'fr',
          cookie: 'NEXT_LOCALE=; x-lang=sa',
          navigatorLanguages: ['', 'english', 'en'],
        }),
      ).toBe('en');
    });

    it('does not mistake a similarly named cookie for a language cookie', () => {
      expect(detectLocale({ cookie: 'MY_NEXT_LOCALE=en; x-language=en' })).toBe('ar');
    });

    it('survives badly encoded cookie values', () => {
      expect(detectLocale({ cookie: 'NEXT_LOCALE=%E0%A4%A; x-lang=en' })).toBe('en');
    });

    it('takes the first occurrence of a repeated cookie, as browsers list the most specific first', () => {
      expect(detectLocale({ cookie: 'x-lang=en; x-lang=ar' })).toBe('en');
    });
  });

  it('always returns a supported locale, whatever the sources', () => {
    const sources = fc.record(
      {
        stored: fc.option(fc.string(), { nil: null }),
        cookie: fc.string(),
        navigatorLanguages: fc.array(fc.oneof(fc.string(), fc.constantFrom('en-GB', 'ar', 'fr'))),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(sources, (input) => {
        expect(LOCALES).toContain(detectLocale(input));
      }),
    );
  });

  it('returns the stored language whenever it is supported', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.string(),
        fc.array(fc.string()),
        (stored, cookie, languages) => {
          expect(detectLocale({ stored, cookie, navigatorLanguages: languages })).toBe(stored);
        },
      ),
    );
  });
});

describe('browserLocaleSources', () => {
  describe('given a browser page', () => {
    it('reads the document cookies and the navigator languages', () => {
      vi.stubGlobal('document', { cookie: 'x-lang=en' });
      vi.stubGlobal('navigator', { languages: ['fr-FR', 'en-GB'], language: 'fr-FR' });
      expect(browserLocaleSources()).toEqual({
        cookie: 'x-lang=en',
        navigatorLanguages: ['fr-FR', 'en-GB'],
      });
    });

    it('falls back to navigator.language when the list is empty', () => {
      vi.stubGlobal('navigator', { languages: [], language: 'en-US' });
      expect(browserLocaleSources().navigatorLanguages).toEqual(['en-US']);
    });
  });

  describe('given no browser globals, as in Node', () => {
    it('returns empty sources without throwing', () => {
      vi.stubGlobal('document', undefined);
      vi.stubGlobal('navigator', undefined);
      expect(browserLocaleSources()).toEqual({});
      expect(detectLocale(browserLocaleSources())).toBe('ar');
    });
  });

  describe('given a sandboxed frame whose cookie access throws', () => {
    it('leaves the cookie out', () => {
      vi.stubGlobal('document', {
        get cookie(): string {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
      vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
      expect(browserLocaleSources()).toEqual({ navigatorLanguages: ['en'] });
    });
  });
});
