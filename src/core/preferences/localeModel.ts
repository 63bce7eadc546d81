import { computed, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { directionOf, type Locale } from '../i18n/locale';
import type { ConfigState } from '../store/slices';

/** Writing direction of the active language. */
export type Direction = 'rtl' | 'ltr';

/** The shopper's language and country as views read them, and the way to switch language. */
export interface LocaleModel {
  language: ReadonlySignal<Locale>;
  direction: ReadonlySignal<Direction>;
  /** The shopper's country (lower-case alpha-2); changed through `session.changeCountry`. */
  country: ReadonlySignal<string>;
  /** Switches the language everywhere, writes the language cookies and confirms with a toast. */
  change(locale: Locale): Promise<void>;
}

/** Builds the locale model; `change` is the core's language switch (i18n, cookies, toast, reload). */
export function createLocaleModel(
  slices: { language: Signal<Locale>; config: Signal<ConfigState> },
  change: (locale: Locale) => Promise<void>,
): LocaleModel {
  const language = computed(() => slices.language.value);
  return {
    language,
    direction: computed(() => directionOf(language.value)),
    country: computed(() => slices.config.value.countryCode),
    change,
  };
}
