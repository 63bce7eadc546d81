import type { BootOutcome } from '../../src/core/session';
import { useT } from '../../src/ui/souq';
import { PopularItems } from './PopularItems';
import * as styles from './shell.css';

/** What the page shows while the shop's configuration loads, and once it has answered. */
export function BootStatus({
  outcome,
  onRetry,
}: {
  outcome: BootOutcome | null;
  onRetry: () => void;
}) {
  const t = useT();
  if (outcome === null) {
    return (
      <p className={styles.notice} role="status">
        {t('Loading')}
      </p>
    );
  }
  switch (outcome.status) {
    case 'ready':
      return (
        <>
          <section className={styles.notice}>
            <h1>{outcome.config.business_name ?? t('Souq')}</h1>
            <p className={styles.mutedText}>{outcome.config.footer_text}</p>
          </section>
          <PopularItems />
        </>
      );
    case 'offline':
      return (
        <section className={styles.notice} role="alert">
          <p>{t('The shop could not be reached. Check your connection and try again.')}</p>
          <button type="button" className={styles.control} onClick={onRetry}>
            {t('Try again')}
          </button>
        </section>
      );
    case 'maintenance':
      return <p className={styles.notice}>{t('We are under maintenance')}</p>;
    case 'not-found':
      return <p className={styles.notice}>{t('Page not found')}</p>;
    default:
      return outcome satisfies never;
  }
}
