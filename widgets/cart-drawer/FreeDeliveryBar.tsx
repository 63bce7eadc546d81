import { useSignals } from '@preact/signals-react/runtime';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { freeDeliveryProgress } from '../../src/core/pricing';
import { Icon } from '../../src/ui/Icon';
import { ProgressBar } from '../../src/ui/ProgressBar';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './CartDrawer.css';

/** Props of `FreeDeliveryBar`. */
export interface FreeDeliveryBarProps {
  /** What the items cost after their discounts: the amount free delivery is measured against. */
  itemsTotal: number;
}

/**
 * How far the cart is from free delivery (spec §5), with the amount still missing in words; once
 * reached, the sentence says so instead. Nothing at all when the shop sets no threshold.
 */
export function FreeDeliveryBar({ itemsTotal }: FreeDeliveryBarProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { shop } = useSouq();
  const threshold = shop.freeDeliveryOver.value;
  if (threshold === null) return null;

  const { percent, remaining } = freeDeliveryProgress(
    itemsTotal,
    threshold,
    shop.priceFormat.value.digit_after_decimal_point,
  );
  const sentence =
    remaining > 0
      ? t('{amount} more for free delivery', { amount: format(remaining) })
      : t('Your order qualifies for free delivery');
  return (
    <div className={css.freeDelivery}>
      <p className={css.freeDeliveryText}>
        <Icon icon={Truck} className={css.freeDeliveryIcon} mirrorInRtl />
        {sentence}
      </p>
      <ProgressBar value={percent} label={t('Free delivery')} valueText={sentence} />
    </div>
  );
}
