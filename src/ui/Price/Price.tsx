import type { ReactNode } from 'react';
import { usePriceFormatter, useT } from '../souq';
import { VisuallyHidden } from '../VisuallyHidden';
import * as css from './Price.css';

/** Props of `Price`. */
export interface PriceProps {
  /** What the shopper pays, in major units. */
  amount: number;
  /** The price before a discount; shown struck through when it is higher than `amount`. */
  original?: number | undefined;
  className?: string | undefined;
}

/**
 * A price in the shop's currency format. With a higher `original` it shows the price to pay, then
 * the old price struck through; hidden "Price:" and "Original price:" tell screen-reader users
 * which is which, since strike-through is not announced.
 */
export function Price({ amount, original, className }: PriceProps): ReactNode {
  const t = useT();
  const format = usePriceFormatter();
  const classes = className ? `${css.price} ${className}` : css.price;
  const toPay = format(amount);
  // Compared as written: a saving that rounds away at the shop's decimals is no saving to show.
  const before = original !== undefined && original > amount ? format(original) : toPay;

  if (before === toPay) {
    return (
      <span className={classes}>
        <span className={css.current}>{toPay}</span>
      </span>
    );
  }
  return (
    <span className={classes}>
      <span className={css.current}>
        <VisuallyHidden>{`${t('Price:')} `}</VisuallyHidden>
        {toPay}
      </span>
      <s className={css.original}>
        <VisuallyHidden>{`${t('Original price:')} `}</VisuallyHidden>
        {before}
      </s>
    </span>
  );
}
