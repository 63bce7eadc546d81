import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { ItemReview, ItemReviewsPage, RatingSummary } from '../../src/core/api/wire';
import { formatDate, formatNumber, type Locale } from '../../src/core/i18n';
import type { QueryKey } from '../../src/core/query';
import { Button } from '../../src/ui/Button';
import { Rating } from '../../src/ui/catalog/Rating';
import { ProgressBar } from '../../src/ui/ProgressBar';
import { useSectionRead, useSouq, useT } from '../../src/ui/souq';
import * as css from './ProductReviews.css';

/** Reviews a page of the list shows; "Show more" asks for the next page of as many. */
export const REVIEWS_PAGE_SIZE = 10;

const STARS = ['5', '4', '3', '2', '1'] as const;

/** The cache key of an item's first page of reviews, which carries its rating summary. */
export function reviewsQueryKey(itemId: number, language: Locale): QueryKey {
  return ['items', 'reviews', itemId, REVIEWS_PAGE_SIZE, language];
}

/** The average, the count, and one labelled bar per star with how many reviews gave it. */
function Summary({ summary }: { summary: RatingSummary }): ReactNode {
  useSignals();
  const t = useT();
  const language = useSouq().locale.language.value;
  const total = summary.rating_count;
  return (
    <div className={css.summary}>
      <div className={css.average}>
        <Rating value={summary.avg_rating} />
        <p className={css.count}>{t('reviews_count', { count: total })}</p>
      </div>
      <ul className={css.bars}>
        {STARS.map((star) => {
          const given = summary.ratings[star];
          const name = t('stars_count', { count: Number(star) });
          return (
            <li key={star} className={css.bar}>
              <span aria-hidden="true" className={css.barLabel}>
                {name}
              </span>
              <ProgressBar
                value={total > 0 ? Math.round((given / total) * 100) : 0}
                label={name}
                valueText={t('reviews_count', { count: given })}
                className={css.track}
              />
              <span aria-hidden="true" className={css.barCount}>
                {formatNumber(given, language)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One review: who wrote it, the stars they gave, when, and what they said. */
function Review({ review }: { review: ItemReview }): ReactNode {
  useSignals();
  const language = useSouq().locale.language.value;
  const written = Date.parse(review.created_at);
  return (
    // Focusable by script: "Show more" hands the focus to the first review it brought.
    <li tabIndex={-1} className={css.review}>
      <p className={css.reviewHead}>
        <span className={css.author}>{review.customer.f_name}</span>
        <Rating value={review.rating} />
        {Number.isFinite(written) ? (
          <time dateTime={review.created_at} className={css.date}>
            {formatDate(written, language, { dateStyle: 'medium' })}
          </time>
        ) : null}
      </p>
      {review.comment ? <p className={css.comment}>{review.comment}</p> : null}
    </li>
  );
}

/** Props of `ProductReviews`. */
export interface ProductReviewsProps {
  itemId: number;
  /** The id of the section, for the buy box's link to it. */
  sectionId: string;
}

/**
 * The item's reviews, named by an h2: the rating summary, then the newest reviews, a page at a
 * time behind "Show more". Says so when there are none yet; a failure offers Try again.
 */
export function ProductReviews({ itemId, sectionId }: ProductReviewsProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, cache, locale } = useSouq();
  const headingId = useId();
  const language = locale.language.value;
  const key = reviewsQueryKey(itemId, language);
  const read = useSectionRead(key, () =>
    cache.fetch(key, () =>
      // Silent: the section says what went wrong where the shopper is looking.
      api.getItemReviews(itemId, { limit: REVIEWS_PAGE_SIZE, offset: 1 }, { silent: true }),
    ),
  );
  // The pages after the first, as "Show more" brings them.
  const [more, setMore] = useState<{ key: string; reviews: ItemReview[] }>({
    key: '',
    reviews: [],
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const serialised = JSON.stringify(key);
  const extra = more.key === serialised ? more.reviews : [];
  const { state } = read;

  useEffect(() => {
    if (firstNew.current === null) return;
    const target = list.current?.children[firstNew.current];
    firstNew.current = null;
    if (target instanceof HTMLElement) target.focus();
  });

  const showMore = async (page: ItemReviewsPage) => {
    if (loadingMore) return;
    setLoadingMore(true);
    const shown = page.reviews.length + extra.length;
    try {
      const next = await api.getItemReviews(itemId, {
        limit: REVIEWS_PAGE_SIZE,
        offset: Math.floor(shown / REVIEWS_PAGE_SIZE) + 1,
      });
      firstNew.current = shown;
      setMore({ key: serialised, reviews: [...extra, ...next.reviews] });
    } catch {
      // The API client has toasted the failure; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section
      id={sectionId}
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
      className={css.section}
    >
      <h2 id={headingId} tabIndex={-1} className={css.title}>
        {t('Reviews')}
      </h2>
      {body()}
    </section>
  );

  function body(): ReactNode {
    switch (state.status) {
      case 'idle':
      case 'loading':
        return <div aria-hidden="true" className={css.skeleton} />;
      case 'error':
        return (
          <div className={css.failure}>
            <p className={css.failureText}>{t('This section could not be loaded.')}</p>
            <Button variant="secondary" size="sm" onClick={read.retry}>
              {t('Try again')}
            </Button>
          </div>
        );
      case 'success': {
        const page = state.data;
        if (page.rating_summary.rating_count === 0 && page.reviews.length === 0) {
          return <p className={css.empty}>{t('No reviews yet')}</p>;
        }
        const reviews = [...page.reviews, ...extra];
        return (
          <>
            <Summary summary={page.rating_summary} />
            <ul ref={list} className={css.list} aria-labelledby={headingId}>
              {reviews.map((review) => (
                <Review key={review.id} review={review} />
              ))}
            </ul>
            {reviews.length < page.total_size ? (
              <Button variant="secondary" loading={loadingMore} onClick={() => void showMore(page)}>
                {t('Show more')}
              </Button>
            ) : null}
          </>
        );
      }
      default:
        return state satisfies never;
    }
  }
}
