import type { ReactNode } from 'react';
import type { Order, OrderDetail } from '../../src/core/api/wire';
import { trackOrderPath } from '../../src/core/catalog';
import {
  canCancel,
  canOrderAgain,
  canRequestRefund,
  canSwitchToCashOnDelivery,
  isUnderWay,
} from '../../src/core/orders';
import { Button } from '../../src/ui/Button';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useT } from '../../src/ui/souq';
import { CancelOrderAction } from './CancelOrderAction';
import { CashOnDeliveryAction } from './CashOnDeliveryAction';
import { OrderAgainAction } from './OrderAgainAction';
import * as css from './OrderDetails.css';
import { RefundRequestAction } from './RefundRequestAction';

/** Props of `OrderActions`. */
export interface OrderActionsProps {
  order: Order;
  lines: readonly OrderDetail[] | null;
  /** The signed-in customer (true) or a guest. */
  isCustomer: boolean;
  /** The order changed; the shop's words for it. The page says them and reads the order again. */
  onChanged: (message: string) => Promise<void>;
}

/** What the shopper may still do with the order, each offered only while its rule allows it. */
export function OrderActions({
  order,
  lines,
  isCustomer,
  onChanged,
}: OrderActionsProps): ReactNode {
  const t = useT();
  const link = useStorefrontLink();
  const viewer = { isCustomer };
  const offered = [
    isUnderWay(order) && (
      <Button key="track" variant="secondary" fullWidth {...link(trackOrderPath(order.id))}>
        {t('Track Order')}
      </Button>
    ),
    canSwitchToCashOnDelivery(order) && (
      <CashOnDeliveryAction key="cash" order={order} onSwitched={onChanged} />
    ),
    canRequestRefund(order, viewer) && (
      <RefundRequestAction key="refund" order={order} onRequested={onChanged} />
    ),
    canOrderAgain(order, lines) && lines !== null && <OrderAgainAction key="again" lines={lines} />,
    canCancel(order) && <CancelOrderAction key="cancel" order={order} onCanceled={onChanged} />,
  ].filter(Boolean);
  if (offered.length === 0) return null;
  return <div className={css.actions}>{offered}</div>;
}
