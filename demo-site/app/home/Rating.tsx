import { useSignals } from '@preact/signals-react/runtime';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../src/core/i18n';
import { Icon } from '../../../src/ui/Icon';
import { useSouq, useT } from '../../../src/ui/souq';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import * as css from './Rating.css';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** An average rating out of 5 as a star and one decimal; screen readers hear "Rated 4.6 out of 5". */
export function Rating({ value }: { value: number }): ReactNode {
  useSignals();
  const t = useT();
  const { store } = useSouq();
  const shown = formatNumber(value, store.language.value, ONE_DECIMAL);
  return (
    <span className={css.rating}>
      <Icon icon={Star} size={14} className={css.star} />
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{t('Rated {rating} out of 5', { rating: shown })}</VisuallyHidden>
    </span>
  );
}
