import { type ReactNode, useLayoutEffect } from 'react';
import { directionOf, type Locale } from '../src/core/i18n';
import { applyTheme, type ResolvedTheme } from '../src/core/theme';
import { frame, standaloneFrame } from './storyFrame.css';
import { StoryLocaleProvider } from './storyLocale';

// The language of the docs pages' own prose.
const DOCS_LOCALE: Locale = 'en';

/** Props of `StoryFrame`. */
export interface StoryFrameProps {
  locale: Locale;
  theme: ResolvedTheme;
  /**
   * The story is the whole page, so `<html>` takes its language and it fills the viewport. False
   * on docs pages, where several stories sit in one document written in English.
   */
  standalone: boolean;
  children: ReactNode;
}

/** Renders a story in the toolbar's language, direction and theme. */
export function StoryFrame({ locale, theme, standalone, children }: StoryFrameProps): ReactNode {
  const dir = directionOf(locale);

  // Portals and overlays escape the wrapper, so <html> must carry the same direction and theme.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = standalone ? locale : DOCS_LOCALE;
    root.dir = directionOf(standalone ? locale : DOCS_LOCALE);
    applyTheme(root, theme);
  }, [standalone, locale, theme]);

  return (
    <div
      className={standalone ? `${frame} ${standaloneFrame}` : frame}
      dir={dir}
      lang={locale}
      data-theme={theme}
    >
      <StoryLocaleProvider locale={locale}>{children}</StoryLocaleProvider>
    </div>
  );
}
