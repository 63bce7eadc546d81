import { useSignals } from '@preact/signals-react/runtime';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../core/i18n';
import { Icon } from '../../Icon';
import { useSouq, useT } from '../../souq';
import { VisuallyHidden } from '../../VisuallyHidden';
import * as css from './Rating.css';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** Props of `Rating`. */
export interface RatingProps {
  /** The average rating, out of 5. */
  value: number;
}

/** An average rating out of 5 as a star and one decimal; screen readers hear "Rated 4.6 out of 5". */
export function Rating({ value }: RatingProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const shown = formatNumber(value, locale.language.value, ONE_DECIMAL);
  return (
    <span className={css.rating}>
      <Icon icon={Star} size={14} className={css.star} />
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{t('Rated {rating} out of 5', { rating: shown })}</VisuallyHidden>
    </span>
  );
}
