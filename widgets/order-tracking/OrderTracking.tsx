import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { ORDER_TRACK_POLL_MS } from '../../src/core/api/pollForChanges';
import { ORDER_ID_MAX } from '../../src/core/validation/orderIdRule';
import { pageTitle, RetryNotice } from '../../src/ui/catalog';
import { orderStatusLabel } from '../../src/ui/orders';
import { useSouq, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './OrderTracking.css';
import { RunningOrders } from './RunningOrders';
import { TrackedOrder, TrackedOrderSkeleton } from './TrackedOrder';
import { type TrackAsk, TrackOrderForm } from './TrackOrderForm';
import { type OrderProgress, STEP_LABELS } from './trackingSteps';
import { type TrackState, useOrderTrack } from './useOrderTrack';

/** Props of `OrderTracking`. */
export interface OrderTrackingProps {
  /**
   * The order to track (`/track-order?id=`): it fills the id field, and a signed-in customer's
   * order is tracked at once. Anything but a whole order id is left out.
   */
  orderId?: number | undefined;
  /** A visitor's phone to start the phone field with. */
  phone?: string | undefined;
  /** Milliseconds between two reads of the tracked order; `ORDER_TRACK_POLL_MS` by default. */
  pollMs?: number | undefined;
}

/** `value` when it can be an order id, else undefined (an attribute of other text reads as NaN). */
function orderIdOrNothing(value: number | undefined): number | undefined {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= ORDER_ID_MAX
    ? value
    : undefined;
}

/** The request the page is on, whatever became of it. */
const requestOf = (state: TrackState) => (state.status === 'idle' ? undefined : state.request);

/**
 * The order tracking page (route /track-order). A visitor names the order by its id and the phone
 * it was placed with; a signed-in customer picks one of their orders under way or types its id.
 * The order then moves along its steps by itself as the shop reads it again, each step said to
 * screen readers as it is reached.
 */
export function OrderTracking({
  orderId,
  phone,
  pollMs = ORDER_TRACK_POLL_MS,
}: OrderTrackingProps): ReactNode {
  useSignals();
  const t = useT();
  const { session } = useSouq();
  const signedIn = session.isLoggedIn.value;
  const given = orderIdOrNothing(orderId);
  const { state, news, track, retry } = useOrderTrack(pollMs);
  const asked = requestOf(state);

  useEffect(() => {
    if (signedIn && given !== undefined) track({ orderId: given, byShopper: false });
  }, [signedIn, given, track]);

  const onTrack = (ask: TrackAsk) => track({ ...ask, byShopper: true });
  const newsText = (progress: OrderProgress) =>
    t('Order update: {state}', {
      state:
        progress.kind === 'steps'
          ? t(STEP_LABELS[progress.step])
          : orderStatusLabel(progress.status, t),
    });

  return (
    <div className={css.page} aria-busy={state.status === 'loading'} part="root">
      <h1 className={`${pageTitle} ${css.title}`}>{t('Track Order')}</h1>
      <p className={css.intro}>
        {signedIn
          ? t('Choose one of your orders under way, or enter an order ID.')
          : t('Enter your order ID and the phone number on the order to see where it is.')}
      </p>
      {signedIn ? (
        <RunningOrders
          tracked={asked?.orderId}
          onPick={(picked) => track({ orderId: picked, byShopper: true })}
        />
      ) : null}
      <TrackOrderForm
        // A visitor's form asks for the phone too: signing in or out starts it afresh.
        key={signedIn ? 'customer' : 'visitor'}
        visitor={!signedIn}
        orderId={asked?.orderId ?? given}
        phone={phone}
        busy={state.status === 'loading'}
        refusal={state.status === 'refused' ? state.error : null}
        onTrack={onTrack}
      />
      {/* Polite and always present, so each step the order reaches is said once, as it comes. */}
      <VisuallyHidden role="status">{news ? newsText(news) : null}</VisuallyHidden>
      {result()}
    </div>
  );

  function result(): ReactNode {
    switch (state.status) {
      case 'idle':
      case 'refused':
        return null;
      case 'loading':
        return <TrackedOrderSkeleton />;
      case 'failed':
        return <RetryNotice message={t('The order could not be loaded.')} onRetry={retry} />;
      case 'tracking':
        return (
          <TrackedOrder
            order={state.order}
            reconnecting={state.reconnecting}
            takeFocus={state.request.byShopper}
          />
        );
      default:
        return state satisfies never;
    }
  }
}
