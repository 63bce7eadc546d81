import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Order } from '../../src/core/api/wire';
import { storePath } from '../../src/core/catalog';
import {
  formatOrderTime,
  OrderStatusBadge,
  paymentMethodLabel,
  paymentStatusLabel,
} from '../../src/ui/orders';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import { FactList } from './FactList';
import * as css from './OrderDetails.css';
import { OrderSection } from './OrderSection';

/** Props of `OrderFacts`. */
export interface OrderFactsProps {
  order: Order;
}

/** The order at a glance: when it was placed, its status, how it is paid, and its store. */
export function OrderFacts({ order }: OrderFactsProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  return (
    <OrderSection title={t('Order details')}>
      <FactList
        facts={[
          {
            label: t('Placed on'),
            value: (
              <time dateTime={order.created_at}>
                {formatOrderTime(order.created_at, locale.language.value)}
              </time>
            ),
          },
          { label: t('Status'), value: <OrderStatusBadge status={order.order_status} /> },
          { label: t('Payment method'), value: paymentMethodLabel(order, t) },
          { label: t('Payment status'), value: paymentStatusLabel(order, t) },
          {
            label: t('Store'),
            value: (
              <StorefrontLink to={storePath(order.store)} className={css.link}>
                {order.store.name}
              </StorefrontLink>
            ),
          },
        ]}
      />
    </OrderSection>
  );
}
