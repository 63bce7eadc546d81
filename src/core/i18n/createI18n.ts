import i18next, { type i18n } from 'i18next';
import ICU from 'i18next-icu';
import { intlLocale } from './intlLocale';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from './locale';
import { bundledResources, NAMESPACE } from './resources';

/** An initialised i18next instance of the kit. */
export type I18n = i18n;

/** Options of `createI18n`. */
export interface CreateI18nOptions {
  /** The language to start in; Arabic when left out. */
  language?: Locale;
}

/** Creates a ready-to-use i18next instance with ICU messages, Arabic default and English fallback. */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(
    new ICU({
      // ICU memoises a compiled message per key; a merged remote bundle must not show stale text.
      bindI18nStore: 'added',
      parseLngForICU: (lng) => (isLocale(lng) ? intlLocale(lng) : lng),
    }),
  );
  // With no backend and inline resources, a synchronous init leaves `t` usable on return.
  void instance.init({
    lng: options.language ?? DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: bundledResources(),
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
