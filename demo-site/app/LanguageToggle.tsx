import { useSignals } from '@preact/signals-react/runtime';
import { useSouq, useT } from '../../src/ui/souq';
import * as styles from './shell.css';

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
