import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { THEME_PREFERENCES, type ThemePreference } from '../../src/core/store';
import { useSouq, useT } from '../../src/ui/souq';
import * as styles from './shell.css';

const THEME_LABELS = { light: 'Light', dark: 'Dark', system: 'System' } as const;

const isThemePreference = (value: string): value is ThemePreference =>
  (THEME_PREFERENCES as readonly string[]).includes(value);

/** Picks light, dark or the system's scheme; the choice persists under `theme`. */
export function ThemeSelect() {
  useSignals();
  const { store } = useSouq();
  const t = useT();
  const id = useId();
  return (
    <label className={styles.label} htmlFor={id}>
      {t('Theme')}
      <select
        id={id}
        className={styles.control}
        value={store.theme.value}
        onChange={(event) => {
          if (isThemePreference(event.target.value)) store.theme.value = event.target.value;
        }}
      >
        {THEME_PREFERENCES.map((preference) => (
          <option key={preference} value={preference}>
            {t(THEME_LABELS[preference])}
          </option>
        ))}
      </select>
    </label>
  );
}
