import { describe, expect, it } from 'vitest';
import { cookieDocument } from '../cookies/testDoubles';
import { LANGUAGE_COOKIE_MAX_AGE, languageCookies, writeLanguageCookies } from './languageCookies';

/** A document stand-in that records every cookie assignment, as `document.cookie` accepts one at a time. */
describe('languageCookies', () => {
  it('lasts 365 days, in seconds', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  describe('given English', () => {
    it('returns the x-lang and NEXT_LOCALE cookies for the whole site', () => {
      expect(languageCookies('en')).toEqual([
        'x-lang=en; path=/; max-age=31536000; SameSite=Lax',
        'NEXT_LOCALE=en; path=/; max-age=31536000; SameSite=Lax',
      ]);
    });
  });
});

describe('writeLanguageCookies', () => {
  describe('when Arabic is written', () => {
    it('assigns each cookie separately', () => {
      const doc = cookieDocument();
      writeLanguageCookies('ar', doc);
      expect(doc.writes).toEqual(languageCookies('ar'));
    });
  });

  describe('when written to a real document', () => {
    it('both cookies become readable', () => {
      writeLanguageCookies('en', document);
      expect(document.cookie).toContain('x-lang=en');
      expect(document.cookie).toContain('NEXT_LOCALE=en');
    });
  });
});
