import { type Signal, signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n/locale';
import { type ConfigState, configDefaults } from '../store/slices';
import { createLocaleModel } from './localeModel';

function localeOver(language: Locale) {
  const slices = {
    language: signal<Locale>(language),
    config: signal<ConfigState>({ ...configDefaults, countryCode: 'eg' }),
  };
  const change = vi.fn((_locale: Locale) => Promise.resolve());
  return { slices, change, locale: createLocaleModel(slices, change) };
}

describe('the locale model', () => {
  describe('given Arabic', () => {
    it('runs right to left', () => {
      const { locale } = localeOver('ar');
      expect(locale.language.value).toBe('ar');
      expect(locale.direction.value).toBe('rtl');
    });
  });

  describe('given English', () => {
    it('runs left to right', () => {
      expect(localeOver('en').locale.direction.value).toBe('ltr');
    });
  });

  describe('when the stored language changes (another tab, another widget)', () => {
    it('turns the direction with it', () => {
      const { slices, locale } = localeOver('ar');
      slices.language.value = 'en';
      expect(locale.language.value).toBe('en');
      expect(locale.direction.value).toBe('ltr');
      slices.language.value = 'ar';
      expect(locale.direction.value).toBe('rtl');
    });
  });

  it('names the shopper’s country as the configuration keeps it', () => {
    const { slices, locale } = localeOver('ar');
    expect(locale.country.value).toBe('eg');
    slices.config.value = { ...slices.config.value, countryCode: 'sa' };
    expect(locale.country.value).toBe('sa');
  });

  it('switches the language through the core’s switch, never by writing it itself', async () => {
    const { slices, change, locale } = localeOver('ar');
    await locale.change('en');
    expect(change).toHaveBeenCalledWith('en');
    expect(slices.language.value).toBe('ar');
  });

  it('gives views signals they cannot write', () => {
    const { locale } = localeOver('ar');
    expect(() => {
      (locale.language as Signal<Locale>).value = 'en';
    }).toThrow();
  });
});
