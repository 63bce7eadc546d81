import type { ReactNode } from 'react';
import { usePriceFormatter, useT } from '../../souq';
import * as css from './DiscountBadge.css';
import type { DiscountBadgeData } from './itemDiscountBadge';

/** The words of a discount badge: "-15%" or "-25.00 EGP off", in the active language. */
export function useDiscountLabel(): (badge: DiscountBadgeData) => string {
  const t = useT();
  const format = usePriceFormatter();
  return (badge) => {
    switch (badge.kind) {
      case 'percent':
        return t('-{percent}%', { percent: badge.percent });
      case 'amount':
        return t('-{amount} off', { amount: format(badge.amount) });
      default:
        return badge satisfies never;
    }
  };
}

/** Props of `DiscountBadge`. */
export interface DiscountBadgeProps {
  /** What the badge says (`discountBadge(item)`); null shows nothing. */
  badge: DiscountBadgeData | null;
  /** Where the badge sits, e.g. over a picture's corner. */
  className?: string | undefined;
}

/** A discount as a small red pill ("-15%", "-25.00 EGP off"); nothing when there is none. */
export function DiscountBadge({ badge, className }: DiscountBadgeProps): ReactNode {
  const label = useDiscountLabel();
  if (!badge) return null;
  return (
    <span className={className ? `${css.badge} ${className}` : css.badge}>{label(badge)}</span>
  );
}
