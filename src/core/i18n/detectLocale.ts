import { readCookie } from '../cookies/cookieJar';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/** Where a visitor's language may be found, most deliberate choice first. */
export interface LocaleSources {
  /** The language kept in the persisted app state. */
  stored?: string | null;
  /** A `document.cookie` style string that may hold `NEXT_LOCALE` and `x-lang`. */
  cookie?: string;
  /** The browser's preferred languages, best first. */
  navigatorLanguages?: readonly string[];
}

/** Cookie names holding the language, in the order they are trusted. */
const LANGUAGE_COOKIE_ORDER = ['NEXT_LOCALE', 'x-lang'] as const;

/** Maps a language tag such as `en-GB` or `AR_eg` to a supported locale by its primary subtag. */
function toLocale(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().split(/[-_]/, 1)[0]?.toLowerCase();
  return isLocale(primary) ? primary : undefined;
}

/**
 * Picks the visitor's language: stored choice, then the `NEXT_LOCALE` and `x-lang` cookies, then
 * the browser languages; Arabic when none of them names a supported language.
 */
export function detectLocale(sources: LocaleSources): Locale {
  const cookie = sources.cookie ?? '';
  const candidates = [
    sources.stored,
    ...LANGUAGE_COOKIE_ORDER.map((name) => readCookie(cookie, name)),
    ...(sources.navigatorLanguages ?? []),
  ];
  for (const candidate of candidates) {
    const locale = toLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function readDocumentCookie(): string | undefined {
  try {
    return globalThis.document?.cookie;
  } catch {
    // Sandboxed frames throw a SecurityError on cookie access.
    return undefined;
  }
}

function readNavigatorLanguages(): readonly string[] | undefined {
  const nav = globalThis.navigator;
  if (!nav) return undefined;
  if (nav.languages?.length) return nav.languages;
  return nav.language ? [nav.language] : undefined;
}

/** Reads the cookie and browser languages of the current page; empty outside a browser. */
export function browserLocaleSources(): LocaleSources {
  const sources: LocaleSources = {};
  const cookie = readDocumentCookie();
  if (cookie !== undefined) sources.cookie = cookie;
  const navigatorLanguages = readNavigatorLanguages();
  if (navigatorLanguages !== undefined) sources.navigatorLanguages = navigatorLanguages;
  return sources;
}
