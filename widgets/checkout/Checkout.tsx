import { type ReactNode, useState } from 'react';
import type { OrderKind } from '../../src/core/orders';
import { useT } from '../../src/ui/souq';
import * as css from './Checkout.css';
import { CheckoutPage } from './CheckoutPage';
import { OrderPlaced } from './OrderPlaced';

/** Props of `Checkout`: the route's parameters. */
export interface CheckoutProps {
  /**
   * The order to confirm (route /order-placed, `?id=`, or `?order_id=` as the demo payment page
   * returns); without it, the checkout of the cart (route /checkout).
   */
  orderId?: number | undefined;
  /** The demo payment page's `status` on its way back (`success`, `fail`, `cancel`). */
  paymentStatus?: string | undefined;
  /** What the confirmed order is (route `&kind=`), for what happens next; items by default. */
  orderKind?: OrderKind | undefined;
}

const isOrderId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/**
 * The checkout page (route /checkout?page=cart) and the confirmation of the order it placed
 * (route /order-placed?id=…). Where no router opens the confirmation's route (a partner page), it
 * shows in place once the order is placed.
 */
export function Checkout({ orderId, paymentStatus, orderKind }: CheckoutProps): ReactNode {
  const t = useT();
  const [placedHere, setPlacedHere] = useState<number | null>(null);
  const shown = isOrderId(orderId) ? orderId : placedHere;
  return (
    <div className={css.page} part="root">
      {isOrderId(shown) ? (
        <OrderPlaced
          key={shown}
          orderId={shown}
          paymentStatus={shown === orderId ? paymentStatus : undefined}
          kind={shown === orderId ? orderKind : undefined}
        />
      ) : (
        <>
          <h1 className={css.title}>{t('Checkout')}</h1>
          <CheckoutPage onPlaced={setPlacedHere} />
        </>
      )}
    </div>
  );
}
