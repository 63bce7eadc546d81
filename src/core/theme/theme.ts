import { effect, type ReadonlySignal, signal } from '@preact/signals-core';
import type { ThemePreference } from '../store/plainKeys';

/** The scheme actually shown once `system` is resolved. */
export type ResolvedTheme = 'light' | 'dark';

/** The media query that tells whether the system prefers dark. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The part of `window.matchMedia` the theme needs. */
export type MatchMedia = (query: string) => {
  matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
};

/** The element a theme is applied to: the document root or a widget root. */
export interface ThemeTarget {
  setAttribute(name: string, value: string): void;
  classList?: { toggle(token: string, force?: boolean): boolean };
}

/** Resolves a preference against the system setting. */
export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Marks a root with its theme: `data-theme` always, and the theme's class when classes are given. */
export function applyTheme(
  target: ThemeTarget,
  theme: ResolvedTheme,
  classes?: Readonly<Record<ResolvedTheme, string>>,
): void {
  target.setAttribute('data-theme', theme);
  if (!classes) return;
  target.classList?.toggle(classes.light, theme === 'light');
  target.classList?.toggle(classes.dark, theme === 'dark');
}

/**
 * Keeps a root's theme in step with the preference, following the system live while the
 * preference is `system`. Returns a function that stops it.
 */
export function bindTheme(
  preference: ReadonlySignal<ThemePreference>,
  target: ThemeTarget,
  options: { matchMedia?: MatchMedia; classes?: Readonly<Record<ResolvedTheme, string>> } = {},
): () => void {
  const query = options.matchMedia?.(PREFERS_DARK_QUERY);
  const systemDark = signal(query?.matches ?? false);
  const onSystemChange = () => {
    systemDark.value = query?.matches ?? false;
  };
  query?.addEventListener('change', onSystemChange);
  const stop = effect(() => {
    applyTheme(target, resolveTheme(preference.value, systemDark.value), options.classes);
  });
  return () => {
    stop();
    query?.removeEventListener('change', onSystemChange);
  };
}
