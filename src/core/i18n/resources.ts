import ar from '../../../locales/ar/common.json';
import en from '../../../locales/en/common.json';

/** The single translation namespace of the kit (spec §1). */
export const NAMESPACE = 'common';

/** A flat bundle of one language: message key to ICU message. */
export type MessageBundle = Readonly<Record<string, string>>;

/**
 * The ICU text of both languages as written, for tools and tests that read it (the story
 * catalogue, the checks of the locale files). The kit itself translates through the compiled
 * messages of `messages/`, so importing this pulls the source text into a bundle.
 */
export const resources = {
  ar: { [NAMESPACE]: ar },
  en: { [NAMESPACE]: en },
};

/**
 * Every translation key: the exact English strings of the spec, as in the English bundle. Read
 * through `resources`, whose type the declarations spell out, so the published types never point
 * at a JSON file outside the package.
 */
export type MessageKey = keyof (typeof resources)['en'][typeof NAMESPACE];
