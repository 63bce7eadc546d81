import { Wrench } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { HOME_PATH } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { useStorefrontNavigate, useT } from '../../src/ui/souq';
import * as styles from './Maintenance.css';
import { MAINTENANCE_POLL_MS, useMaintenanceEnd } from './useMaintenanceEnd';

/** Props of `Maintenance`. */
export interface MaintenanceProps {
  /** Milliseconds between checks whether the shop is back (30 s by default). */
  pollMs?: number;
  /** The shop is back; by default the shopper goes to the home page. */
  onBack?: () => void;
}

/**
 * /maintainance (spec §2, spelled so): the shop is under maintenance. The page checks on its own,
 * while it is shown, whether the shop is back, and the shopper can ask at once; when it is back,
 * the storefront returns by itself.
 */
export function Maintenance({ pollMs = MAINTENANCE_POLL_MS, onBack }: MaintenanceProps): ReactNode {
  const t = useT();
  const navigate = useStorefrontNavigate();
  const titleId = useId();
  const { checking, checkNow } = useMaintenanceEnd(pollMs, onBack ?? (() => navigate(HOME_PATH)));
  return (
    <section className={styles.page} aria-labelledby={titleId} part="root">
      <Wrench className={styles.icon} aria-hidden="true" />
      <h1 id={titleId} className={styles.title}>
        {t('We are under maintenance')}
      </h1>
      <p className={styles.explanation}>
        {t('The shop is being updated. Please come back in a little while.')}
      </p>
      <p className={styles.explanation}>
        {t('This page returns to the shop by itself once it is open again.')}
      </p>
      <Button onClick={checkNow} loading={checking}>
        {t('Check again')}
      </Button>
    </section>
  );
}
