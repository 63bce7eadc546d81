import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Order, OrderDetail } from '../../src/core/api/wire';
import { orderAmounts } from '../../src/core/orders';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import { type Fact, FactList } from './FactList';
import * as css from './OrderDetails.css';
import { OrderSection } from './OrderSection';

/** Props of `OrderBill`. */
export interface OrderBillProps {
  order: Order;
  lines: readonly OrderDetail[] | null;
}

/**
 * The order's bill: the items, what came off, what was added, the total, and the wallet's part
 * of a partly paid order with what is left to pay. Lines that are zero are left out.
 */
export function OrderBill({ order, lines }: OrderBillProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const price = usePriceFormatter();
  const amounts = orderAmounts(order, lines, shop.priceFormat.value.digit_after_decimal_point);
  const less = (amount: number) => `- ${price(amount)}`;
  const facts: (Fact | false)[] = [
    amounts.itemsSubtotal !== null && {
      label: t('Subtotal'),
      value: price(amounts.itemsSubtotal),
    },
    amounts.discount > 0 && { label: t('Discount'), value: less(amounts.discount) },
    amounts.couponDiscount > 0 && {
      label: t('Coupon discount'),
      value: less(amounts.couponDiscount),
    },
    amounts.tax > 0 && {
      label: amounts.taxIncluded ? t('Tax (included)') : t('Tax'),
      value: amounts.taxIncluded ? price(amounts.tax) : `+ ${price(amounts.tax)}`,
    },
    { label: t('Delivery fee'), value: price(amounts.deliveryFee) },
    amounts.tip > 0 && { label: t('Delivery man tip'), value: price(amounts.tip) },
    { label: t('Total'), value: price(amounts.total), className: css.totalFact },
    amounts.walletPaid > 0 && { label: t('Paid from wallet'), value: price(amounts.walletPaid) },
    amounts.walletPaid > 0 && { label: t('Left to pay'), value: price(amounts.due) },
  ];
  return (
    <OrderSection title={t('Order summary')}>
      <FactList facts={facts.filter((fact): fact is Fact => fact !== false)} />
    </OrderSection>
  );
}
