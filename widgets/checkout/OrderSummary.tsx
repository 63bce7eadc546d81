import { useSignals } from '@preact/signals-react/runtime';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CheckoutSummary } from '../../src/core/checkout';
import { Icon } from '../../src/ui/Icon';
import { ProgressBar } from '../../src/ui/ProgressBar';
import { usePriceFormatter, useT } from '../../src/ui/souq';
import * as pageCss from './Checkout.css';
import * as css from './CheckoutParts.css';

/** Props of `OrderSummary`. */
export interface OrderSummaryProps {
  summary: CheckoutSummary;
  /** The address is known and the fee is being worked out. */
  feePending: boolean;
}

/** One row of the summary. */
function Row({ name, value, className }: { name: string; value: ReactNode; className?: string }) {
  return (
    <div className={css.term}>
      <dt className={css.termName}>{name}</dt>
      <dd className={className ?? css.termValue}>{value}</dd>
    </div>
  );
}

/**
 * The order's figures, every one from the core's pricing: subtotal, item discount, coupon, tax
 * (inside the prices or added, as the shop says), the delivery fee (free at the threshold, with
 * the progress towards it), the tip, the total charged, and what the wallet pays of it.
 */
export function OrderSummary({ summary, feePending }: OrderSummaryProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { totals } = summary;
  // Written by the price format, which keeps the sign beside the digits in either direction.
  const off = (amount: number) => format(-amount);
  const fee = (): ReactNode => {
    if (feePending) return <span className={css.pendingValue} />;
    if (summary.deliveryPending) return t('After you choose the address');
    return totals.deliveryFee === 0 ? t('Free') : format(totals.deliveryFee);
  };
  const free = summary.freeDelivery;
  const freeText =
    free && free.remaining > 0
      ? t('{amount} more for free delivery', { amount: format(free.remaining) })
      : t('Your order qualifies for free delivery');

  return (
    <>
      <dl className={css.terms}>
        <Row name={t('Subtotal')} value={format(totals.subtotal)} />
        {totals.itemDiscount > 0 ? (
          <Row name={t('Discount')} value={off(totals.itemDiscount)} className={css.saving} />
        ) : null}
        {totals.couponDiscount > 0 ? (
          <Row
            name={t('Coupon discount')}
            value={off(totals.couponDiscount)}
            className={css.saving}
          />
        ) : null}
        {totals.tax > 0 ? (
          <Row
            name={totals.taxIncluded ? t('Tax (included)') : t('Tax')}
            value={format(totals.tax)}
          />
        ) : null}
        <Row name={t('Delivery fee')} value={fee()} />
        {summary.tip > 0 ? <Row name={t('Delivery man tip')} value={format(summary.tip)} /> : null}
        <div className={css.totalRow}>
          <dt>{t('Total')}</dt>
          <dd className={css.termValue}>{format(summary.charged)}</dd>
        </div>
        {summary.walletPaid > 0 ? (
          <>
            <Row
              name={t('Paid from your wallet')}
              value={off(summary.walletPaid)}
              className={css.saving}
            />
            <Row name={t('Left to pay')} value={format(summary.due)} />
          </>
        ) : null}
      </dl>
      {free ? (
        <div>
          <p className={pageCss.hint}>
            <Icon icon={Truck} mirrorInRtl /> {freeText}
          </p>
          <ProgressBar value={free.percent} label={t('Free delivery')} valueText={freeText} />
        </div>
      ) : null}
    </>
  );
}
