import { useSignals } from '@preact/signals-react/runtime';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { intlLocale, type Locale } from '../../../src/core/i18n';
import { Icon } from '../../../src/ui/Icon';
import { useSouq, useT } from '../../../src/ui/souq';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import * as css from './Rating.css';

const formats = new Map<Locale, Intl.NumberFormat>();

// A page shows dozens of ratings, and building a number format costs far more than using one.
function oneDecimal(language: Locale): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    formats.set(language, format);
  }
  return format;
}

/** An average rating out of 5 as a star and one decimal; screen readers hear "Rated 4.6 out of 5". */
export function Rating({ value }: { value: number }): ReactNode {
  useSignals();
  const t = useT();
  const { store } = useSouq();
  const shown = oneDecimal(store.language.value).format(value);
  return (
    <span className={css.rating}>
      <Icon icon={Star} size={14} className={css.star} />
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{t('Rated {rating} out of 5', { rating: shown })}</VisuallyHidden>
    </span>
  );
}
