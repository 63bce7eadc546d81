import { useCallback, useEffect, useState } from 'react';
import type { BootOutcome } from '../../src/core/session';
import { useSouq, useT } from '../../src/ui/souq';
import { BootStatus } from './BootStatus';
import { LanguageToggle } from './LanguageToggle';
import * as styles from './shell.css';
import { ThemeSelect } from './ThemeSelect';
import { ToastRegion } from './ToastRegion';
import { useDocumentLocale } from './useDocumentLocale';

/** The storefront shell: header with the language and theme switches, the page, the toasts. */
export function App() {
  const souq = useSouq();
  const t = useT();
  const [outcome, setOutcome] = useState<BootOutcome | null>(null);
  useDocumentLocale();

  const boot = useCallback(() => {
    setOutcome(null);
    souq.cache.invalidate(['config']);
    void souq.session.boot().then(setOutcome);
  }, [souq]);
  useEffect(boot, [boot]);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('Skip to main content')}
      </a>
      <header className={styles.header}>
        <a className={styles.brand} href="/home">
          {t('Souq')}
        </a>
        <ThemeSelect />
        <LanguageToggle />
      </header>
      <main id="main" className={styles.main}>
        <BootStatus outcome={outcome} onRetry={boot} />
      </main>
      <ToastRegion />
    </>
  );
}
