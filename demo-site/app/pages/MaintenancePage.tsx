import { Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../src/ui/Button';
import { useT } from '../../../src/ui/souq';
import * as styles from './pages.css';

/** /maintainance: the shop says it is under maintenance; the shopper can check again. */
export function MaintenancePage({ onCheckAgain }: { onCheckAgain: () => void }): ReactNode {
  const t = useT();
  return (
    <section className={styles.statusPage} aria-labelledby="maintenance-title">
      <Wrench className={styles.statusIcon} aria-hidden="true" />
      <h1 id="maintenance-title" className={styles.title}>
        {t('We are under maintenance')}
      </h1>
      <p className={styles.explanation}>
        {t('The shop is being updated. Please come back in a little while.')}
      </p>
      <Button onClick={onCheckAgain}>{t('Check again')}</Button>
    </section>
  );
}
