import type { ReactNode } from 'react';
import { useT } from '../../../src/ui/souq';
import * as styles from './NavigationProgress.css';

/**
 * The page-navigation indicator of spec §2 "Generic interface pieces": an indeterminate progress
 * bar and an overlay that blocks the page being left, shown while `active`.
 */
export function NavigationProgress({ active }: { active: boolean }): ReactNode {
  const t = useT();
  if (!active) return null;
  return (
    <>
      <div className={styles.bar} role="progressbar" aria-label={t('Loading the page')}>
        <span className={styles.runner} />
      </div>
      <div className={styles.overlay} />
    </>
  );
}
