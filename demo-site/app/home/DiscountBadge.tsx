import type { ReactNode } from 'react';
import { usePriceFormatter, useT } from '../../../src/ui/souq';
import type { DiscountBadge as Badge } from './discountBadge';

/** The words of a discount badge: "-15%" or "-25.00 EGP off", in the active language. */
export function useDiscountLabel(): (badge: Badge) => string {
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

/** A discount badge with the given look; nothing when there is no discount. */
export function DiscountBadge({
  badge,
  className,
}: {
  badge: Badge | null;
  className: string;
}): ReactNode {
  const label = useDiscountLabel();
  return badge ? <span className={className}>{label(badge)}</span> : null;
}
