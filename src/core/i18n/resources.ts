import type { Resource } from 'i18next';
import ar from '../../../locales/ar/common.json';
import en from '../../../locales/en/common.json';

/** The single translation namespace of the kit (spec §1). */
export const NAMESPACE = 'common';

/** A flat bundle of one language: message key to ICU message. */
export type MessageBundle = Readonly<Record<string, string>>;

/** The bundled text of both languages as imported, shared: read it, but hand i18next `bundledResources()`. */
export const resources = {
  ar: { [NAMESPACE]: ar },
  en: { [NAMESPACE]: en },
} satisfies Resource;

/**
 * Every translation key: the exact English strings of the spec, as in the English bundle. Read
 * through `resources`, whose type the declarations spell out, so the published types never point
 * at a JSON file outside the package.
 */
export type MessageKey = keyof (typeof resources)['en'][typeof NAMESPACE];

/**
 * A private copy of the bundled text for one i18next instance. i18next merges added bundles into
 * the objects it was given, so sharing them would leak one instance's remote text into all others.
 */
export function bundledResources(): Resource {
  return {
    ar: { [NAMESPACE]: { ...ar } },
    en: { [NAMESPACE]: { ...en } },
  };
}
