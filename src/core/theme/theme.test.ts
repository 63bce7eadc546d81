import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { ThemePreference } from '../store/plainKeys';
import { bindTheme, type MatchMedia, resolveTheme } from './theme';

/** A controllable system colour scheme. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  const matchMedia: MatchMedia = () => query;
  return {
    matchMedia,
    listeners,
    switchTo(nextDark: boolean) {
      query.matches = nextDark;
      for (const listener of listeners) listener();
    },
  };
}

describe('theme', () => {
  describe('resolveTheme', () => {
    it.each([
      ['light', false, 'light'],
      ['light', true, 'light'],
      ['dark', false, 'dark'],
      ['system', false, 'light'],
      ['system', true, 'dark'],
    ] as const)('%s with a dark system %s shows %s', (preference, dark, shown) => {
      expect(resolveTheme(preference, dark)).toBe(shown);
    });
  });

  describe('given a root bound to the preference', () => {
    it('applies the theme as an attribute and as the theme class', () => {
      const root = document.createElement('div');
      const preference = signal<ThemePreference>('dark');
      bindTheme(preference, root, { classes: { light: 'souq_light', dark: 'souq_dark' } });

      expect(root.getAttribute('data-theme')).toBe('dark');
      expect(root.classList.contains('souq_dark')).toBe(true);

      preference.value = 'light';
      expect(root.classList.contains('souq_dark')).toBe(false);
      expect(root.classList.contains('souq_light')).toBe(true);
    });

    it('follows the system live while the preference is system', () => {
      const root = document.createElement('div');
      const system = systemScheme(false);
      bindTheme(signal<ThemePreference>('system'), root, { matchMedia: system.matchMedia });
      expect(root.getAttribute('data-theme')).toBe('light');

      system.switchTo(true);

      expect(root.getAttribute('data-theme')).toBe('dark');
    });

    it('stops listening to the system once unbound', () => {
      const system = systemScheme(false);
      const unbind = bindTheme(signal<ThemePreference>('system'), document.createElement('div'), {
        matchMedia: system.matchMedia,
      });
      unbind();
      expect(system.listeners.size).toBe(0);
    });
  });
});
