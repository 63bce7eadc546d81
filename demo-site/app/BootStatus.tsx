import { useSignals } from '@preact/signals-react/runtime';
import type { Config } from '../../src/core/api/wire';
import type { BootOutcome } from '../../src/core/session';
import { useSouq, useT } from '../../src/ui/souq';
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
  useSignals();
  const t = useT();
  const { store } = useSouq();
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
          <ShopWelcome config={store.config.value.configData ?? outcome.config} />
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

/** The shop's name and footer text, in the language the configuration was last asked in. */
function ShopWelcome({ config }: { config: Config }) {
  const t = useT();
  return (
    <section className={styles.notice}>
      <h1>{config.business_name ?? t('Souq')}</h1>
      <p className={styles.mutedText}>{config.footer_text}</p>
    </section>
  );
}
