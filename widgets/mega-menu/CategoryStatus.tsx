import type { ReactNode } from 'react';
import type { Category } from '../../src/core/api/wire';
import type { QueryState } from '../../src/core/query';
import { Button } from '../../src/ui/Button';
import { Spinner } from '../../src/ui/Spinner';
import { useT } from '../../src/ui/souq';
import * as css from './MegaMenu.css';

/** Props of `CategoryStatus`. */
export interface CategoryStatusProps {
  /** The tree's read while it has no parents to show. */
  state: QueryState<Category[]>;
  onRetry: () => void;
}

/** What the panel shows instead of the columns: loading, a failure to retry, or no categories. */
export function CategoryStatus({ state, onRetry }: CategoryStatusProps): ReactNode {
  const t = useT();
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <div className={css.status}>
          <Spinner label={t('Loading')} />
        </div>
      );
    case 'error':
      return (
        <div className={css.status} role="alert">
          <p className={css.statusText}>{t('Categories could not be loaded.')}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('Try again')}
          </Button>
        </div>
      );
    case 'success':
      return (
        <div className={css.status}>
          <p className={css.statusText}>{t('No categories found')}</p>
        </div>
      );
    default:
      return state satisfies never;
  }
}
