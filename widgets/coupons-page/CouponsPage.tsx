import { useSignals } from '@preact/signals-react/runtime';
import { TicketX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListedCoupon } from '../../src/core/api/wire';
import { HomeNotice, pageTitle, RetryNotice } from '../../src/ui/catalog';
import { useSectionRead, useSouq, useT } from '../../src/ui/souq';
import { CouponCard } from './CouponCard';
import * as css from './CouponsPage.css';

/** Props of `CouponsPage`: none, the page shows every coupon the shop offers today. */
export type CouponsPageProps = Record<string, never>;

/** How many stand-in cards show while the coupons load. */
const SKELETON_CARDS = 4;

/** A coupon card's stand-in while the list loads, of the card's final size. */
function CouponCardSkeleton(): ReactNode {
  return (
    <li className={`${css.card} ${css.skeleton}`}>
      <span className={`${css.bone} ${css.boneTitle}`} />
      <span className={`${css.bone} ${css.boneOffer}`} />
      <span className={`${css.bone} ${css.boneTerms}`} />
      <span className={`${css.bone} ${css.boneCode}`} />
    </li>
  );
}

/**
 * The coupons page (route /coupons): every coupon the shop offers today as a card with what it
 * takes off, its type, minimum purchase, last day and its code to copy.
 */
export function CouponsPage(_props: CouponsPageProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, cache, locale } = useSouq();
  const key = ['coupons', locale.language.value];
  const read = useSectionRead(key, () =>
    // Silent: the page says what went wrong where the shopper is looking.
    cache.fetch(key, (): Promise<ListedCoupon[]> => api.getCoupons({ silent: true })),
  );
  const { state } = read;
  const busy = state.status === 'idle' || state.status === 'loading';
  return (
    <div className={css.page} aria-busy={busy} part="root">
      <h1 className={pageTitle}>{t('Coupons')}</h1>
      {content()}
    </div>
  );

  function content(): ReactNode {
    switch (state.status) {
      case 'idle':
      case 'loading':
        return (
          <ul className={css.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
              <CouponCardSkeleton key={index} />
            ))}
          </ul>
        );
      case 'error':
        return <RetryNotice message={t('Coupons could not be loaded.')} onRetry={read.retry} />;
      case 'success':
        if (state.data.length === 0) {
          return <HomeNotice icon={TicketX} message={t('No coupons are available right now')} />;
        }
        return (
          <ul className={css.grid}>
            {state.data.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
        );
      default:
        return state satisfies never;
    }
  }
}
