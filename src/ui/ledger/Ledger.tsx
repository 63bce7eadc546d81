import { ReceiptText } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { LoadMore, PageNotice, RetryNotice } from '../catalog';
import type { PagedList } from '../hooks/usePagedList';
import { useT } from '../souq';
import * as css from './Ledger.css';
import { type LedgerEntry, LedgerRow, LedgerRowSkeleton } from './LedgerRow';

/** Props of `Ledger`. */
export interface LedgerProps {
  /** The movements, read page by page. */
  list: PagedList<LedgerEntry>;
  /** Writes an amount of the ledger: a price, or a count of points. */
  format: (amount: number) => string;
  /** What an empty ledger says (none yet, none of the type chosen). */
  emptyMessage: string;
  /** What a ledger that could not be read says, above Try again. */
  errorMessage: string;
  /** Controls beside the heading, such as a filter. */
  controls?: ReactNode;
}

/** How many stand-in rows show while the first page loads. */
const SKELETON_ROWS = 4;

/**
 * A ledger of the customer's (the wallet's money, the loyalty points), newest first: 'Transaction
 * history', how many movements it holds, each with its sign, and Show more; stand-ins while it
 * loads, Try again when it fails.
 */
export function Ledger({
  list,
  format,
  emptyMessage,
  errorMessage,
  controls,
}: LedgerProps): ReactNode {
  const t = useT();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);

  const retry = () => {
    // The pressed button gives way to the stand-ins; the section keeps the keyboard user's place.
    if (list.status === 'error') section.current?.focus();
    list.retry();
  };

  return (
    <section
      ref={section}
      className={css.section}
      aria-labelledby={titleId}
      aria-busy={list.status === 'loading'}
      tabIndex={-1}
    >
      <div className={css.head}>
        <h2 id={titleId} className={css.title}>
          {t('Transaction history')}
        </h2>
        {controls}
      </div>
      <p role="status" className={css.count}>
        {list.status === 'success' ? t('wallet_transactions_count', { count: list.total }) : ''}
      </p>
      {body()}
    </section>
  );

  function body(): ReactNode {
    switch (list.status) {
      case 'loading':
        return (
          <ul className={css.list} aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
              <LedgerRowSkeleton key={index} />
            ))}
          </ul>
        );
      case 'error':
        return <RetryNotice message={errorMessage} onRetry={retry} />;
      case 'success':
        if (list.rows.length === 0) return <PageNotice icon={ReceiptText} message={emptyMessage} />;
        return (
          <>
            <ul className={css.list}>
              {list.rows.map((entry) => (
                <LedgerRow key={entry.id} entry={entry} format={format} />
              ))}
            </ul>
            <LoadMore list={list} />
          </>
        );
      default:
        return list.status satisfies never;
    }
  }
}
