import { type ReactNode, useState } from 'react';
import type { Order } from '../../src/core/api/wire';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { useOrderEndpoints, usePriceFormatter, useT } from '../../src/ui/souq';
import { OrderChangeButton, useOrderChange } from './OrderChange';

/** Props of `CashOnDeliveryAction`. */
export interface CashOnDeliveryActionProps {
  order: Order;
  /** The order is now paid on delivery; the shop's words for it. */
  onSwitched: (message: string) => Promise<void>;
}

/**
 * Pay on delivery instead (spec §4: a pending order may switch after confirmation): a dialog
 * says what will be paid at the door, then the payment method changes. A refusal (above the
 * cash-on-delivery cap, or paid meanwhile) is said beside the button.
 */
export function CashOnDeliveryAction({ order, onSwitched }: CashOnDeliveryActionProps): ReactNode {
  const t = useT();
  const price = usePriceFormatter();
  const endpoints = useOrderEndpoints();
  const [asking, setAsking] = useState(false);
  const { change, refusal } = useOrderChange(onSwitched);

  const switchPayment = () =>
    change(() => endpoints.switchToCashOnDelivery(order.id, { silent: true }));

  return (
    <>
      <OrderChangeButton variant="secondary" onClick={() => setAsking(true)} refusal={refusal}>
        {t('Pay cash on delivery instead')}
      </OrderChangeButton>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('Pay this order in cash on delivery?')}
        description={t('You will pay {amount} when the order arrives.', {
          amount: price(order.order_amount),
        })}
        onConfirm={switchPayment}
      />
    </>
  );
}
