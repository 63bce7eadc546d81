import { computed, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { ThemePreference } from '../store/plainKeys';

/** The shopper's colour scheme: what views read, and the one way to change it. */
export interface ThemeModel {
  /** Light, dark, or the system's. */
  preference: ReadonlySignal<ThemePreference>;
  /** Keeps the shopper's choice (persisted, and followed by every widget and tab). */
  choose(preference: ThemePreference): void;
}

/** Builds the theme model over the store's theme slice. */
export function createThemeModel(theme: Signal<ThemePreference>): ThemeModel {
  return {
    preference: computed(() => theme.value),
    choose: (preference) => {
      theme.value = preference;
    },
  };
}
