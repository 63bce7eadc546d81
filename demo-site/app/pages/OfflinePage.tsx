import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../src/ui/Button';
import { useT } from '../../../src/ui/souq';
import * as styles from './pages.css';

/** What the storefront shows when the shop cannot be reached at first load. */
export function OfflinePage({ onRetry }: { onRetry: () => void }): ReactNode {
  const t = useT();
  return (
    <section className={styles.statusPage} role="alert">
      <WifiOff className={styles.statusIcon} aria-hidden="true" />
      <p className={styles.explanation}>
        {t('The shop could not be reached. Check your connection and try again.')}
      </p>
      <Button onClick={onRetry}>{t('Try again')}</Button>
    </section>
  );
}
