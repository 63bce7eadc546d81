// @vitest-environment node
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { BUNDLED_MESSAGES } from './bundledMessages';
import { compileMessage } from './compileMessages';
import { formatMessage } from './formatMessage';
import { intlLocale } from './intlLocale';
import type { Locale } from './locale';
import { resources } from './resources';

/** The text intl-messageformat shows, as i18next-icu called it before messages were compiled. */
function shownByIcu(message: string, locale: Locale, values: Record<string, string | number>) {
  return String(
    new IntlMessageFormat(message, intlLocale(locale), undefined, { ignoreTag: true }).format(
      values,
    ),
  );
}

/** Every `{name…}` argument of a message, nested ones too. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1] ?? ''))].filter(
    (name) => name !== '',
  );

const COUNTS = [0, 1, 2, 3, 10, 11, 99, 100, 101, 1200, 1.5];

describe('given every message of both locale files', () => {
  it.each(['ar', 'en'] as const)(
    'the compiled %s messages read exactly as intl-messageformat reads the ICU text',
    (locale) => {
      const source: Record<string, string> = resources[locale].common;
      for (const [key, message] of Object.entries(source)) {
        const compiled = BUNDLED_MESSAGES[locale]?.[key];
        if (compiled === undefined) throw new Error(`${key} was not compiled`);
        const names = argumentsOf(message);
        const valueSets = [
          ...COUNTS.map((count) => Object.fromEntries(names.map((name) => [name, count]))),
          Object.fromEntries(names.map((name) => [name, `«${name}»`])),
        ];
        for (const values of names.length > 0 ? valueSets : [{}]) {
          const numeric = Object.values(values).some((value) => typeof value === 'number');
          // A plural of text is no message anyone sends.
          if (!numeric && message.includes('plural')) continue;
          expect(formatMessage(compiled, locale, values), `${locale}: ${key}`).toBe(
            shownByIcu(message, locale, values),
          );
        }
      }
    },
  );
});

describe('formatMessage', () => {
  const show = (message: string, locale: Locale, values: Record<string, string | number> = {}) =>
    formatMessage(compileMessage(message, locale), locale, values);

  describe('given syntax the locale files do not use yet', () => {
    it.each([
      ['{gender, select, female {She} male {He} other {They}} came', { gender: 'female' }],
      ['{gender, select, female {She} other {They}} came', { gender: 'robot' }],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
      [
        '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
        { n: 3 },
      ],
      ['Total {n, number} items', { n: 12345.5 }],
      ["It''s '{literal}' text", {}],
      ['<b>bold</b> {name}', { name: 'x' }],
    ])('shows %s as intl-messageformat does', (message, values) => {
      for (const locale of ['ar', 'en'] as const) {
        expect(show(message, locale, values)).toBe(shownByIcu(message, locale, values));
      }
    });
  });

  describe('given a value left out', () => {
    it('shows the placeholder where the value belongs', () => {
      expect(show('Hello, {name}', 'en')).toBe('Hello, {name}');
    });
  });

  describe('given a date or a styled number', () => {
    it('refuses it when compiling, naming the key', () => {
      expect(() => compileMessage('On {day, date, short}', 'en', 'a key')).toThrow(/"a key"/);
      expect(() => compileMessage('{n, number, percent}', 'en')).toThrow(/styled number/);
    });
  });

  describe('given a plain message', () => {
    it('compiles to the same string', () => {
      expect(compileMessage('Item added to cart', 'en')).toBe('Item added to cart');
    });
  });
});
