import type { Signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createStore } from '../store/createStore';
import { createMemoryStorage } from '../store/memoryStorage';
import type { ThemePreference } from '../store/plainKeys';
import { createThemeModel } from './themeModel';

describe('the theme model', () => {
  describe('given a first visit', () => {
    it('is light', () => {
      const store = createStore({ storage: createMemoryStorage() });
      expect(createThemeModel(store.theme).preference.value).toBe('light');
    });
  });

  describe('given a choice kept from an earlier visit', () => {
    it('starts with it', () => {
      const store = createStore({ storage: createMemoryStorage({ theme: 'dark' }) });
      expect(createThemeModel(store.theme).preference.value).toBe('dark');
    });
  });

  describe('when the shopper chooses a theme', () => {
    it('shows it at once and keeps it for the next visit', () => {
      const storage = createMemoryStorage();
      const theme = createThemeModel(createStore({ storage }).theme);

      theme.choose('system');

      expect(theme.preference.value).toBe('system');
      expect(storage.getItem('theme')).toBe('system');
      const nextVisit = createThemeModel(createStore({ storage }).theme);
      expect(nextVisit.preference.value).toBe('system');
    });
  });

  it('gives views a preference they cannot write', () => {
    const theme = createThemeModel(createStore({ storage: null }).theme);
    expect(() => {
      (theme.preference as Signal<ThemePreference>).value = 'dark';
    }).toThrow();
    expect(theme.preference.value).toBe('light');
  });
});
