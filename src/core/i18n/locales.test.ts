import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/common.json';
import en from '../../../locales/en/common.json';
import { SPEC_MESSAGES } from './specMessages';

type MessageElements = ReturnType<IntlMessageFormat['getAst']>;

const bundles: Record<'ar' | 'en', Record<string, string>> = { ar, en };

/** Categories of every plural element of a message, outermost first. */
function pluralCategories(elements: MessageElements): string[][] {
  return elements.flatMap((element) => {
    if (!('options' in element)) return [];
    const nested = Object.values(element.options).flatMap((option) =>
      pluralCategories(option.value),
    );
    return 'pluralType' in element ? [Object.keys(element.options), ...nested] : nested;
  });
}

function pluralCategoriesOf(message: string, locale: string): string[][] {
  return pluralCategories(new IntlMessageFormat(message, locale).getAst());
}

const ARABIC_PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

// Language names are written in their own script in both locales, so the switch reads the same.
const SAME_IN_BOTH_LOCALES = new Set(['العربية', 'English']);

describe('given the Arabic and English common bundles', () => {
  it('they have exactly the same keys', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('no value is empty', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, value] of Object.entries(bundle)) {
        expect(value.trim(), `${locale}: ${key}`).not.toBe('');
      }
    }
  });

  it('every value is a valid ICU message in its locale', () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      for (const [key, value] of Object.entries(bundle)) {
        expect(() => new IntlMessageFormat(value, locale), `${locale}: ${key}`).not.toThrow();
      }
    }
  });

  it('every Arabic plural names all six Arabic plural categories', () => {
    const arabicPlurals = Object.values(ar).flatMap((value) => pluralCategoriesOf(value, 'ar'));
    expect(arabicPlurals.length).toBeGreaterThanOrEqual(7);
    for (const categories of arabicPlurals) {
      expect(categories).toEqual(expect.arrayContaining(ARABIC_PLURAL_CATEGORIES));
    }
  });

  it('a message is a plural in Arabic exactly when it is one in English, with one and other', () => {
    for (const [key, arabic] of Object.entries(ar)) {
      const english = bundles.en[key] ?? '';
      const englishPlurals = pluralCategoriesOf(english, 'en');
      expect(englishPlurals.length, key).toBe(pluralCategoriesOf(arabic, 'ar').length);
      for (const categories of englishPlurals) {
        expect(categories, key).toEqual(expect.arrayContaining(['one', 'other']));
      }
    }
  });

  it('every Arabic value is translated, apart from the whitelisted language names', () => {
    const untranslated = Object.keys(ar).filter(
      (key) => bundles.ar[key] === bundles.en[key] && !SAME_IN_BOTH_LOCALES.has(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('every Arabic value is written in Arabic script', () => {
    const withoutArabic = Object.entries(ar).filter(
      ([, value]) => !/\p{Script=Arabic}/u.test(value),
    );
    expect(withoutArabic.map(([key]) => key)).toEqual(['English']);
  });

  it('every English value keeps the spec string as written, except the snake_case codes', () => {
    const rewritten = Object.entries(en).filter(([key, value]) => key !== value);
    for (const [key] of rewritten) {
      expect(key, key).toMatch(/^[A-Za-z]+(_[a-z]+)*$/);
    }
  });

  it('English reads naturally where the spec key is a code', () => {
    expect(en.Item_not_in_cart).toBe('Item not in cart');
    expect(en.item_removed_from_cart).toBe('Item removed from cart');
  });

  it('every message of spec §8 is a key in both locales', () => {
    for (const message of SPEC_MESSAGES) {
      expect(Object.hasOwn(ar, message), `ar: ${message}`).toBe(true);
      expect(Object.hasOwn(en, message), `en: ${message}`).toBe(true);
    }
  });

  it('keys that carry a placeholder keep the same placeholder in both locales', () => {
    for (const key of Object.keys(ar).filter((candidate) => /\{\w+\}/.test(candidate))) {
      const placeholders = key.match(/\{\w+\}/g) ?? [];
      for (const placeholder of placeholders) {
        expect(bundles.ar[key], key).toContain(placeholder);
        expect(bundles.en[key], key).toContain(placeholder);
      }
    }
  });
});
