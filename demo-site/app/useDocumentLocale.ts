import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import { bindTheme } from '../../src/core/theme';
import { useSouq } from '../../src/ui/souq';

/**
 * Keeps the document in step with the shopper: `lang` and `dir` follow the language, and
 * the theme is applied to the root element (spec §4), following the system when asked to.
 */
export function useDocumentLocale(): void {
  const { locale, theme } = useSouq();
  useEffect(() => {
    const root = document.documentElement;
    const stopLanguage = effect(() => {
      root.lang = locale.language.value;
      root.dir = locale.direction.value;
    });
    const stopTheme = bindTheme(theme.preference, root, {
      matchMedia: (query) => window.matchMedia(query),
    });
    return () => {
      stopLanguage();
      stopTheme();
    };
  }, [locale, theme]);
}
