import { useSignals } from '@preact/signals-react/runtime';
import { type LucideIcon, Monitor, Moon, Sun } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { directionOf, type MessageKey } from '../../src/core/i18n';
import { THEME_PREFERENCES, type ThemePreference } from '../../src/core/store';
import { Icon } from '../../src/ui/Icon';
import { arrowStep } from '../../src/ui/keyboard/arrowStep';
import { useSouq, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './ThemeSwitch.css';

const THEME_OPTIONS: Readonly<Record<ThemePreference, { name: MessageKey; icon: LucideIcon }>> = {
  light: { name: 'Light', icon: Sun },
  dark: { name: 'Dark', icon: Moon },
  system: { name: 'System', icon: Monitor },
};

/** Props of `ThemeSwitch`. */
export interface ThemeSwitchProps {
  /** Shows only the icons (for a crowded header); the names stay for screen readers. */
  compact?: boolean | undefined;
}

/**
 * The colour scheme as a radio group: light, dark, or the system's. Choosing one re-themes
 * every widget that does not pin its own theme, and is remembered under the `theme` key. Arrow
 * keys move the choice, mirrored in right-to-left text.
 */
export function ThemeSwitch({ compact = false }: ThemeSwitchProps): ReactNode {
  useSignals();
  const t = useT();
  const { store } = useSouq();
  const current = store.theme.value;
  const options = useRef(new Map<ThemePreference, HTMLButtonElement>());

  const choose = (theme: ThemePreference) => {
    store.theme.value = theme;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowStep(event.key, directionOf(store.language.value));
    if (step === 0) return;
    event.preventDefault();
    const count = THEME_PREFERENCES.length;
    const next = THEME_PREFERENCES[(THEME_PREFERENCES.indexOf(current) + step + count) % count];
    if (next === undefined) return;
    options.current.get(next)?.focus();
    choose(next);
  };

  return (
    <div role="radiogroup" aria-label={t('Theme')} className={css.group} onKeyDown={onKeyDown}>
      {THEME_PREFERENCES.map((theme) => {
        const { name, icon } = THEME_OPTIONS[theme];
        return (
          <button
            key={theme}
            ref={(element) => {
              if (element) options.current.set(theme, element);
              return () => {
                options.current.delete(theme);
              };
            }}
            type="button"
            role="radio"
            aria-checked={theme === current}
            // One tab stop for the group: the chosen scheme (roving tabindex).
            tabIndex={theme === current ? 0 : -1}
            className={compact ? `${css.option} ${css.compactOption}` : css.option}
            onClick={() => choose(theme)}
          >
            <Icon icon={icon} size={16} />
            {compact ? <VisuallyHidden>{t(name)}</VisuallyHidden> : t(name)}
          </button>
        );
      })}
    </div>
  );
}
