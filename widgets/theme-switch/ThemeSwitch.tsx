import { useSignals } from '@preact/signals-react/runtime';
import { type LucideIcon, Monitor, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../src/core/i18n';
import { THEME_PREFERENCES, type ThemePreference } from '../../src/core/store';
import { Icon } from '../../src/ui/Icon';
import { SegmentedControl } from '../../src/ui/SegmentedControl';
import { useSouq, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';

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
  const { theme } = useSouq();
  return (
    <SegmentedControl
      label={t('Theme')}
      options={THEME_PREFERENCES}
      value={theme.preference.value}
      onChange={(preference) => theme.choose(preference)}
      iconOnly={compact}
      part="control"
      renderOption={(preference) => {
        const { name, icon } = THEME_OPTIONS[preference];
        return (
          <>
            <Icon icon={icon} size={16} />
            {compact ? <VisuallyHidden>{t(name)}</VisuallyHidden> : t(name)}
          </>
        );
      }}
    />
  );
}
