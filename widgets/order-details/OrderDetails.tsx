import { useSignals } from '@preact/signals-react/runtime';
import { SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { isItemId } from '../../src/core/catalog';
import { profilePath, TRACK_ORDER_PATH } from '../../src/core/catalog/storefrontRoutes';
import { canReview, orderKindOf } from '../../src/core/orders';
import { Button } from '../../src/ui/Button';
import { PageNotice, RetryNotice } from '../../src/ui/catalog';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import { DeliveryFacts } from './DeliveryFacts';
import { GuestPhoneForm } from './GuestPhoneForm';
import { ItemReviewAction } from './ItemReviewAction';
import { OrderActions } from './OrderActions';
import { OrderBill } from './OrderBill';
import * as css from './OrderDetails.css';
import { OrderDetailsSkeleton } from './OrderDetailsSkeleton';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { ParcelFacts } from './ParcelFacts';
import { PrescriptionFacts } from './PrescriptionFacts';
import { StatusTimeline } from './StatusTimeline';
import { type OrderRead, useOrderRead } from './useOrderRead';

/** Props of `OrderDetails`. */
export interface OrderDetailsProps {
  /** The order's id (route `/order?id=…`). */
  orderId: number;
}

/** What a shopper sees for an order that is not theirs, or none: the way back to their orders. */
function NotFoundNotice({ isGuest }: { isGuest: boolean }): ReactNode {
  const t = useT();
  const link = useStorefrontLink();
  return (
    <PageNotice icon={SearchX} message={t('Order not found')}>
      {isGuest ? (
        <Button variant="secondary" {...link(TRACK_ORDER_PATH)}>
          {t('Track Order')}
        </Button>
      ) : (
        <Button variant="secondary" {...link(profilePath('my-orders'))}>
          {t('My Orders')}
        </Button>
      )}
    </PageNotice>
  );
}

/**
 * An order's details (route `/order?id=…`): its status and history, its lines, its bill, where
 * it goes, and what the shopper may still do with it. A guest reads their own order once they
 * name its phone; an order that is not the shopper's reads as not found.
 */
export function OrderDetails({ orderId }: OrderDetailsProps): ReactNode {
  // Another order is another page: what was said and reviewed on this one does not carry over.
  return <OrderPage key={orderId} orderId={orderId} />;
}

/** The page of one order. */
function OrderPage({ orderId }: OrderDetailsProps): ReactNode {
  useSignals();
  const t = useT();
  const { session } = useSouq();
  const read = useOrderRead(orderId);
  const isCustomer = session.isLoggedIn.value;
  const [notice, setNotice] = useState('');
  const [reviewed, setReviewed] = useState<ReadonlySet<number>>(new Set());
  const changed = async (message: string) => {
    setNotice(message);
    await read.refresh();
  };
  const { view } = read;
  const known = isItemId(orderId);
  const busy = known && view.status === 'loading';
  return (
    <div className={css.page} aria-busy={busy} part="root">
      <h1 className={css.title}>
        {known ? t('Order #{id}', { id: orderId }) : t('Order details')}
      </h1>
      <p role="status" className={notice ? css.notice : css.quietNotice}>
        {notice}
      </p>
      {known ? content(read) : <NotFoundNotice isGuest={!isCustomer} />}
    </div>
  );

  function content({ view, retry, givePhone }: OrderRead): ReactNode {
    switch (view.status) {
      case 'loading':
        return <OrderDetailsSkeleton />;
      case 'not_found':
        return <NotFoundNotice isGuest={!isCustomer} />;
      case 'phone':
        return <GuestPhoneForm refused={view.refused} given={view.phone} onPhone={givePhone} />;
      case 'error':
        return <RetryNotice message={t('The order could not be loaded.')} onRetry={retry} />;
      case 'ready': {
        const { order, lines } = view;
        const reviewable = canReview(order, { isCustomer });
        const kind = orderKindOf(order);
        return (
          <div className={css.columns}>
            <div className={css.sideColumn}>
              <OrderFacts order={order} />
              <OrderActions
                order={order}
                lines={lines}
                isCustomer={isCustomer}
                onChanged={changed}
              />
              <DeliveryFacts order={order} />
            </div>
            <div className={css.storyColumn}>
              <StatusTimeline order={order} />
              {kind === 'prescription' ? <PrescriptionFacts order={order} /> : null}
              {kind === 'parcel' ? (
                <ParcelFacts order={order} />
              ) : (
                <OrderLines
                  lines={lines}
                  lineAction={
                    reviewable
                      ? (line, nameId) => (
                          <ItemReviewAction
                            line={line}
                            nameId={nameId}
                            reviewed={reviewed.has(line.item_id)}
                            onReviewed={async (itemId, message) => {
                              setReviewed((before) => new Set(before).add(itemId));
                              setNotice(message);
                            }}
                          />
                        )
                      : undefined
                  }
                />
              )}
              <OrderBill order={order} lines={lines} />
            </div>
          </div>
        );
      }
      default:
        return view satisfies never;
    }
  }
}
