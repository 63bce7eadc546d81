import type { ReactNode } from 'react';
import { Button } from '../../src/ui/Button';
import { Spinner } from '../../src/ui/Spinner';
import type { SectionRead } from '../../src/ui/souq';
import { useT } from '../../src/ui/souq';
import * as css from './OrderDetails.css';

/** Props of `ReasonsRead`. */
export interface ReasonsReadProps {
  read: SectionRead<string[]>;
  /** The form, once the reasons are there. */
  children: (reasons: readonly string[]) => ReactNode;
}

/** The reasons' read in a sheet: a spinner, a failure with Try again, or the form over them. */
export function ReasonsRead({ read, children }: ReasonsReadProps): ReactNode {
  const t = useT();
  const { state } = read;
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <Spinner label={t('Loading')} />;
    case 'error':
      return (
        <div className={css.form} role="alert">
          <p className={css.unpriced}>{t('The reasons could not be loaded.')}</p>
          <Button variant="secondary" size="sm" onClick={read.retry}>
            {t('Try again')}
          </Button>
        </div>
      );
    case 'success':
      return children(state.data);
    default:
      return state satisfies never;
  }
}
