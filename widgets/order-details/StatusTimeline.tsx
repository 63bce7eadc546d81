import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Order } from '../../src/core/api/wire';
import { orderTimeline } from '../../src/core/orders';
import { formatOrderTime, orderStatusLabel } from '../../src/ui/orders';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './OrderDetails.css';
import { OrderSection } from './OrderSection';

/** Props of `StatusTimeline`. */
export interface StatusTimelineProps {
  order: Order;
}

/** Every status the order has reached, oldest first, each with its time, as an ordered list. */
export function StatusTimeline({ order }: StatusTimelineProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const language = locale.language.value;
  return (
    <OrderSection title={t('Order progress')}>
      <ol className={css.timeline}>
        {orderTimeline(order).map((step) => (
          <li key={step.status} className={css.step}>
            <span>{orderStatusLabel(step.status, t)}</span>
            <time dateTime={step.at} className={css.stepTime}>
              {formatOrderTime(step.at, language)}
            </time>
          </li>
        ))}
      </ol>
      {order.order_status === 'canceled' && order.cancellation_reason ? (
        <p className={css.lineOption}>
          {t('Reason: {reason}', { reason: order.cancellation_reason })}
        </p>
      ) : null}
    </OrderSection>
  );
}
