import type { ReactNode } from 'react';
import type { OrderStatusName } from '../../core/api/wire';
import { useT } from '../souq';
import * as css from './OrderStatusBadge.css';
import { orderStatusLabel, orderStatusTone } from './orderStatus';

/** Props of `OrderStatusBadge`. */
export interface OrderStatusBadgeProps {
  /** The order's status as the server sent it. */
  status: OrderStatusName | string;
  className?: string | undefined;
}

/** An order's status as a coloured pill; the colour only repeats what the words say. */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps): ReactNode {
  const t = useT();
  const tone = orderStatusTone(status);
  return (
    <span className={[css.badge, css.tone[tone], className ?? ''].filter(Boolean).join(' ')}>
      <span className={`${css.dot} ${css.dotTone[tone]}`} aria-hidden="true" />
      {orderStatusLabel(status, t)}
    </span>
  );
}
