import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import type { StoreDetails } from '../../src/core/api/wire';
import { formatNumber } from '../../src/core/i18n';
import { Rating } from '../../src/ui/catalog';
import { useSouq, useT } from '../../src/ui/souq';
import { percentText } from './StoreHeader';
import * as css from './StorePage.css';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/**
 * What the store's reviewers think, as the API tells it: the average, how many rated it and the
 * share of good ratings (6amMart lists no store's reviews one by one).
 */
export function StoreReviews({ store }: { store: StoreDetails }): ReactNode {
  useSignals();
  const t = useT();
  const language = useSouq().locale.language.value;
  const headingId = useId();
  const count = store.rating_count ?? 0;
  const average = store.avg_rating ?? 0;
  return (
    <section aria-labelledby={headingId} className={css.section}>
      <h2 id={headingId} className={css.sectionTitle}>
        {t('Reviews')}
      </h2>
      {count === 0 ? (
        <p className={css.muted}>{t('No ratings yet')}</p>
      ) : (
        <div className={css.summary}>
          <span className={css.average} aria-hidden="true">
            {formatNumber(average, language, ONE_DECIMAL)}
          </span>
          <Rating value={average} />
          <span>{t('ratings_count', { count })}</span>
          <span>
            {t('{percent} positive', { percent: percentText(store.positive_rating, language) })}
          </span>
        </div>
      )}
    </section>
  );
}
