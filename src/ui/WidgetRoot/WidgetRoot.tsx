import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import type { ThemePreference } from '../../core/store';
import { useSouq } from '../souq/SouqProvider';
import { darkTheme, lightTheme, systemTheme } from '../theme/themes.css';
import { createOverlayHost, OverlayHostContext } from './overlayContainer';
import { overlayLayer, root } from './WidgetRoot.css';

const THEME_CLASSES: Readonly<Record<ThemePreference, string>> = {
  light: lightTheme,
  dark: darkTheme,
  system: systemTheme,
};

/** Props of `WidgetRoot`. */
export interface WidgetRootProps {
  /** Overrides the shopper's stored theme for this widget only. */
  theme?: ThemePreference | undefined;
  children: ReactNode;
}

/**
 * The root of every widget: theme class, `dir` and `lang`, and the container its overlays render
 * into. Language follows the shopper's; so does the theme unless the `theme` prop pins it.
 */
export function WidgetRoot({ theme, children }: WidgetRootProps): ReactNode {
  useSignals();
  const core = useSouq();
  const [overlays] = useState(createOverlayHost);
  const preference = theme ?? core.theme.preference.value;
  const language = core.locale.language.value;
  return (
    <div
      className={`${root} ${THEME_CLASSES[preference]}`}
      dir={core.locale.direction.value}
      lang={language}
      data-theme={preference}
    >
      <OverlayHostContext.Provider value={overlays}>
        {children}
        <div className={`${overlayLayer} ${THEME_CLASSES[preference]}`} ref={overlays.attach} />
      </OverlayHostContext.Provider>
    </div>
  );
}
