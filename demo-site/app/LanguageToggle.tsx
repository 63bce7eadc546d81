import { useSignals } from '@preact/signals-react/runtime';
import * as styles from './shell.css';
import { useSouq, useT } from './souqContext';

/** Switches between Arabic and English; the button names the language it switches to. */
export function LanguageToggle() {
  useSignals();
  const souq = useSouq();
  const t = useT();
  const next = souq.store.language.value === 'ar' ? 'en' : 'ar';
  const nextName = next === 'ar' ? 'العربية' : 'English';
  return (
    <button
      type="button"
      className={styles.control}
      lang={next}
      aria-label={`${t('Switch language')}: ${nextName}`}
      onClick={() => void souq.setLanguage(next)}
    >
      {nextName}
    </button>
  );
}
