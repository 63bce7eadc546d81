import { useSignals } from '@preact/signals-react/runtime';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { formatOrderTime } from '../orders';
import { useSouq, useT } from '../souq';
import { VisuallyHidden } from '../VisuallyHidden';
import * as css from './Ledger.css';

/** One movement of a ledger (money of the wallet, or loyalty points), as a page shows it. */
export interface LedgerEntry {
  id: number;
  /** What it was, translated ('Funds added'). */
  label: string;
  /** When, as the server sent it (ISO). */
  at: string;
  credit: number;
  debit: number;
  balance: number;
}

/** Props of `LedgerRow`. */
export interface LedgerRowProps {
  entry: LedgerEntry;
  /** Writes an amount of the ledger: a price, or a count of points. */
  format: (amount: number) => string;
}

/**
 * One movement (render it in a `<ul>`): what it was, when, the amount with its sign, an arrow and
 * the word Credit or Debit for screen readers, so its colour is never the only cue, and the
 * balance after it.
 */
export function LedgerRow({ entry, format }: LedgerRowProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const credited = entry.credit > 0;
  const amount = credited ? entry.credit : entry.debit;
  return (
    <li className={css.row}>
      <p className={css.label}>{entry.label}</p>
      <p className={css.figures}>
        <span className={`${css.amount} ${credited ? css.credit : css.debit}`}>
          <Icon icon={credited ? ArrowDownLeft : ArrowUpRight} size={16} />
          <VisuallyHidden>{credited ? t('Credit') : t('Debit')}</VisuallyHidden>
          <bdi>{`${credited ? '+' : '−'}${format(amount)}`}</bdi>
        </span>
        <span className={css.balance}>
          {t('Balance after: {balance}', { balance: format(entry.balance) })}
        </span>
      </p>
      <time className={css.when} dateTime={entry.at}>
        {formatOrderTime(entry.at, locale.language.value)}
      </time>
    </li>
  );
}

/** A movement's stand-in while the ledger loads, of the row's final size. */
export function LedgerRowSkeleton(): ReactNode {
  return (
    <li className={`${css.row} ${css.skeleton}`}>
      <span className={`${css.bone} ${css.boneLabel}`} />
      <span className={`${css.bone} ${css.boneWhen}`} />
    </li>
  );
}
