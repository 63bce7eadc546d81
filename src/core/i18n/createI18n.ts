import i18next, { type i18n } from 'i18next';
import ICU, { type IcuInstance } from 'i18next-icu';
import IntlMessageFormat from 'intl-messageformat';
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

/** The ICU plugin as i18next calls it: `parse` turns a message and its values into text. */
type IcuFormat = IcuInstance & { parse(message: unknown, ...rest: unknown[]): unknown };

/**
 * Whether a message has no ICU syntax (no placeholder, plural or quoting), so it reads exactly
 * as written. Most of the shop's messages are such plain text.
 */
export function isPlainMessage(message: unknown): message is string {
  return typeof message === 'string' && !/[{}']/.test(message);
}

let localeNegotiationRemembered = false;

/**
 * Keeps IntlMessageFormat's locale negotiation per locale. It runs for every message compiled
 * (a `supportedLocalesOf` and a new `Intl.Locale`), always with one of the kit's two locales and
 * always to the same answer, and it was most of what compiling the first screen's messages cost:
 * about 150 ms of a partner page's start on a slow phone.
 */
function rememberLocaleNegotiation(): void {
  if (localeNegotiationRemembered) return;
  localeNegotiationRemembered = true;
  const negotiate = IntlMessageFormat.resolveLocale;
  const negotiated = new Map<string, ReturnType<typeof negotiate>>();
  IntlMessageFormat.resolveLocale = (locales) => {
    const key = String(locales);
    if (!negotiated.has(key)) negotiated.set(key, negotiate(locales));
    return negotiated.get(key);
  };
}

/**
 * The ICU plugin, with plain messages passed through as they are: compiling one costs an
 * IntlMessageFormat and a locale negotiation, about a millisecond each on a slow phone, for
 * every label a page shows the first time.
 */
function icuFormat(): IcuFormat {
  rememberLocaleNegotiation();
  const icu = new ICU({
    // ICU memoises a compiled message per key; a merged remote bundle must not show stale text.
    bindI18nStore: 'added',
    parseLngForICU: (lng) => (isLocale(lng) ? intlLocale(lng) : lng),
  }) as IcuFormat;
  const compile = icu.parse.bind(icu);
  icu.parse = (message, ...rest) => (isPlainMessage(message) ? message : compile(message, ...rest));
  return icu;
}

/** Creates a ready-to-use i18next instance with ICU messages, Arabic default and English fallback. */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(icuFormat());
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
