import { createContext, type ReactNode, useContext } from 'react';
import { createI18n, DEFAULT_LOCALE, directionOf, type I18n, type Locale } from '../src/core/i18n';

/** What a story knows about the language chosen in the Storybook toolbar. */
export interface StoryLocale {
  /** The active toolbar locale. */
  locale: Locale;
  /** Writing direction of that locale. */
  dir: 'rtl' | 'ltr';
  /** The kit's i18n instance for that locale. */
  i18n: I18n;
}

// One instance per locale, made on first use: switching the toolbar back and forth must neither
// rebuild the translator nor hand consumers a new context value on every render.
const storyLocales = new Map<Locale, StoryLocale>();

function storyLocaleOf(locale: Locale): StoryLocale {
  const existing = storyLocales.get(locale);
  if (existing) return existing;
  const created: StoryLocale = {
    locale,
    dir: directionOf(locale),
    i18n: createI18n({ language: locale }),
  };
  storyLocales.set(locale, created);
  return created;
}

const StoryLocaleContext = createContext<StoryLocale>(storyLocaleOf(DEFAULT_LOCALE));

/** Provides the toolbar locale to every story below it. */
export function StoryLocaleProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}): ReactNode {
  return (
    <StoryLocaleContext.Provider value={storyLocaleOf(locale)}>
      {children}
    </StoryLocaleContext.Provider>
  );
}

/** The locale, direction and i18n instance of the Storybook toolbar's language. */
export function useStoryLocale(): StoryLocale {
  return useContext(StoryLocaleContext);
}
