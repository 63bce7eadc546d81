import { useSignals } from '@preact/signals-react/runtime';
import { TimerOff } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { FlashSale } from '../../src/core/api/wire';
import { primeItems } from '../../src/core/catalog';
import { HomeNotice, pageTitle, RetryNotice, SaleCountdown } from '../../src/ui/catalog';
import { useSectionRead, useSouq, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './FlashSalesPage.css';
import { SaleGridSkeleton, SaleItemGrid } from './SaleItemGrid';

/** Props of `FlashSalesPage`: none, the page shows the sale that runs now. */
export type FlashSalesPageProps = Record<string, never>;

/** The read of the running sale, shared with the home page's flash-sale strip. */
const saleKey = (language: string) => ['flash-sale', language];

/**
 * The flash sales page (route /flash-sales): the running sale's title, a countdown to its end and
 * its items with how much of each has sold. When the countdown runs out the page says the sale
 * has ended and asks the shop again, showing the next sale if one has begun.
 */
export function FlashSalesPage(_props: FlashSalesPageProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, cache, locale } = useSouq();
  const headingId = useId();
  const language = locale.language.value;
  const key = saleKey(language);
  const read = useSectionRead(key, () =>
    cache.fetch(key, async (): Promise<FlashSale | null> => {
      // Silent: the page says what went wrong where the shopper is looking.
      const sale = await api.getFlashSale({ silent: true });
      if (sale) primeItems(cache, sale.products, language);
      return sale;
    }),
  );
  // The end of the sale whose countdown ran out: that sale is over whatever a reply still says.
  const [endedAt, setEndedAt] = useState<string | null>(null);
  const { state } = read;
  const sale = state.status === 'success' ? state.data : null;
  // A sale with nothing in it is no sale to the shopper, as on the home page's strip.
  const running =
    sale !== null && sale.end_at !== endedAt && sale.products.length > 0 ? sale : null;

  const end = (at: string) => {
    setEndedAt(at);
    cache.invalidate(['flash-sale']);
    read.retry();
  };

  const busy = state.status === 'idle' || state.status === 'loading';
  return (
    <div className={css.page} aria-busy={busy && endedAt === null}>
      <div className={css.header}>
        {running ? <p className={css.eyebrow}>{t('Flash Sale')}</p> : null}
        <h1 id={headingId} className={`${pageTitle} ${css.title}`}>
          {running ? running.title : t('Flash Sales')}
        </h1>
        {running ? (
          <SaleCountdown endAt={running.end_at} onEnd={() => end(running.end_at)} />
        ) : null}
      </div>
      <VisuallyHidden role="status">
        {endedAt !== null && running === null ? t('This flash sale has ended') : ''}
      </VisuallyHidden>
      {content()}
    </div>
  );

  function content(): ReactNode {
    if (running)
      return <SaleItemGrid key={running.id} saleId={running.id} labelledBy={headingId} />;
    if (endedAt !== null) {
      return <HomeNotice icon={TimerOff} message={t('This flash sale has ended')} />;
    }
    switch (state.status) {
      case 'idle':
      case 'loading':
        return <SaleGridSkeleton />;
      case 'error':
        return (
          <RetryNotice message={t('The flash sale could not be loaded.')} onRetry={read.retry} />
        );
      case 'success':
        return <HomeNotice icon={TimerOff} message={t('No flash sale is running now')} />;
      default:
        return state satisfies never;
    }
  }
}
