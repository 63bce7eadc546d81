import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import { directionOf } from '../../src/core/i18n';
import { bindTheme } from '../../src/core/theme';
import { useSouq } from '../../src/ui/souq';

/**
 * Keeps the document in step with the store: `lang`, `dir` and title follow the language, and
 * the theme is applied to the root element (spec §4), following the system when asked to.
 */
export function useDocumentLocale(): void {
  const { store, i18n } = useSouq();
  useEffect(() => {
    const root = document.documentElement;
    const stopLanguage = effect(() => {
      const language = store.language.value;
      root.lang = language;
      root.dir = directionOf(language);
      document.title = i18n.getFixedT(language)('Souq');
    });
    const stopTheme = bindTheme(store.theme, root, {
      matchMedia: (query) => window.matchMedia(query),
    });
    return () => {
      stopLanguage();
      stopTheme();
    };
  }, [store, i18n]);
}
