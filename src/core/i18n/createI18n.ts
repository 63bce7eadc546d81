import { signal } from '@preact/signals-core';
import { BUNDLED_MESSAGES, loadCompiledMessages } from './bundledMessages';
import type { CompiledBundle } from './compiledMessage';
import { formatMessage, type MessageValues } from './formatMessage';
import { DEFAULT_LOCALE, directionOf, FALLBACK_LOCALE, LOCALES, type Locale } from './locale';
import type { MessageKey } from './resources';

/** Translates a message key, with the values its ICU message interpolates. */
export type TranslateFunction = (key: MessageKey, values?: MessageValues) => string;

/** The kit's translator over compiled messages: one active language, English as fallback. */
export interface I18n {
  /** The active language. */
  readonly language: Locale;
  /** Translates in the active language. */
  t: TranslateFunction;
  /** A translator fixed to one language, whatever the active one becomes. */
  getFixedT(language: Locale): TranslateFunction;
  /** Makes a language the active one, once its messages are at hand. */
  changeLanguage(language: Locale): Promise<void>;
  /** Writing direction of the active language, or of the one given. */
  dir(language?: Locale): 'rtl' | 'ltr';
  /** Merges compiled messages over a language's own (a published bundle, a test's extra key). */
  addMessages(language: Locale, messages: CompiledBundle): void;
  /** Whether a language's whole bundle is at hand. */
  hasMessages(language: Locale): boolean;
}

/** Options of `createI18n`. */
export interface CreateI18nOptions {
  /** The language to start in; Arabic when left out. */
  language?: Locale;
  /** The compiled messages at hand from the start; the bundled ones by default. */
  messages?: Partial<Record<Locale, CompiledBundle>>;
  /** Brings a language's messages that are not at hand; the bundled chunks by default. */
  loadMessages?: (language: Locale) => Promise<CompiledBundle>;
}

/**
 * Creates the kit's translator, ready on return for every language at hand. A key missing in a
 * language reads as its English text, and one missing in both as the key itself. A language not
 * at hand is fetched when asked for: at once when it is the start language, and before
 * `changeLanguage` switches to it. The messages are held in a signal, so a view that translated
 * while its language was on its way renders again when it comes (or gates on `hasMessages`).
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const initial = options.messages ?? BUNDLED_MESSAGES;
  const bundles = signal<Partial<Record<Locale, CompiledBundle>>>({ ...initial });
  // Languages whose whole bundle is in, as against a few messages added to one not yet fetched.
  const complete = new Set(LOCALES.filter((lng) => initial[lng] !== undefined));
  const loading = new Map<Locale, Promise<void>>();
  let language = options.language ?? DEFAULT_LOCALE;
  let requested = language;

  const addMessages = (lng: Locale, messages: CompiledBundle) => {
    bundles.value = { ...bundles.value, [lng]: { ...bundles.value[lng], ...messages } };
  };
  const load = options.loadMessages ?? loadCompiledMessages;
  // Never rejects: a language that cannot be fetched (offline) reads as English text or keys,
  // and the next switch to it tries again.
  const ensure = (lng: Locale): Promise<void> => {
    if (complete.has(lng)) return Promise.resolve();
    let pending = loading.get(lng);
    if (!pending) {
      pending = load(lng).then(
        (messages) => {
          complete.add(lng);
          // Under what was added meanwhile (a published bundle), which stays the newer text.
          bundles.value = { ...bundles.value, [lng]: { ...messages, ...bundles.value[lng] } };
        },
        () => {
          loading.delete(lng);
        },
      );
      loading.set(lng, pending);
    }
    return pending;
  };
  const lookup = (lng: Locale, key: string) => {
    const own = bundles.value[lng];
    if (own && Object.hasOwn(own, key)) return { message: own[key], locale: lng };
    const fallback = bundles.value[FALLBACK_LOCALE];
    if (fallback && Object.hasOwn(fallback, key)) {
      return { message: fallback[key], locale: FALLBACK_LOCALE };
    }
    return undefined;
  };
  const getFixedT =
    (lng: Locale): TranslateFunction =>
    (key, values) => {
      const found = lookup(lng, key);
      return found?.message === undefined
        ? key
        : formatMessage(found.message, found.locale, values);
    };
  // The start language is asked for at once, so it is on its way before the first view needs it.
  void ensure(language);

  return {
    get language() {
      return language;
    },
    t: (key, values) => getFixedT(language)(key, values),
    getFixedT,
    changeLanguage: (lng) => {
      requested = lng;
      // At hand, the switch is immediate, as views that follow the store expect.
      if (complete.has(lng)) {
        language = lng;
        return Promise.resolve();
      }
      return ensure(lng).then(() => {
        // A later switch, made while this language was on its way, wins.
        if (requested === lng) language = lng;
      });
    },
    dir: (lng) => directionOf(lng ?? language),
    addMessages,
    // Read through the signal, so a view that asked renders again when the language comes.
    hasMessages: (lng) => bundles.value[lng] !== undefined && complete.has(lng),
  };
}
