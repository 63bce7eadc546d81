import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import type { Order, OrderPage } from '../../src/core/api/wire';
import { formatDate } from '../../src/core/i18n';
import { Button } from '../../src/ui/Button';
import {
  useOrderEndpoints,
  usePriceFormatter,
  useSectionRead,
  useSouq,
  useT,
} from '../../src/ui/souq';
import * as css from './OrderTracking.css';

/** Props of `RunningOrders`. */
export interface RunningOrdersProps {
  /** The order tracked now, marked as pressed. */
  tracked: number | undefined;
  onPick: (orderId: number) => void;
}

/** How many stand-in rows show while the orders load. */
const SKELETON_ROWS = 2;

/** One order under way, to pick. */
function RunningOrder({
  order,
  pressed,
  onPick,
}: {
  order: Order;
  pressed: boolean;
  onPick: (orderId: number) => void;
}): ReactNode {
  const t = useT();
  const price = usePriceFormatter();
  const { locale } = useSouq();
  return (
    <li>
      <button
        type="button"
        className={css.runningOrder}
        aria-pressed={pressed}
        onClick={() => onPick(order.id)}
      >
        <span className={css.runningId}>{t('Order #{id}', { id: String(order.id) })}</span>
        <span className={css.runningStore}>{order.store.name}</span>
        <span className={css.runningMeta}>
          <span>{price(order.order_amount)}</span>
          <time dateTime={order.created_at}>
            {formatDate(Date.parse(order.created_at), locale.language.value, {
              dateStyle: 'medium',
            })}
          </time>
        </span>
      </button>
    </li>
  );
}

/**
 * A signed-in customer's orders under way, to pick one to track. Read afresh each time the page
 * opens: an order placed a minute ago belongs here.
 */
export function RunningOrders({ tracked, onPick }: RunningOrdersProps): ReactNode {
  useSignals();
  const t = useT();
  const headingId = useId();
  const { cache, locale } = useSouq();
  const orders = useOrderEndpoints();
  const key = ['order-tracking', 'running-orders', locale.language.value];
  const read = useSectionRead(key, () =>
    cache.fetch(
      key,
      // Silent: the section says itself that the list failed, with Try again.
      (): Promise<OrderPage> => orders.getRunningOrders(undefined, { silent: true }),
      { staleTime: 0 },
    ),
  );
  const { state } = read;
  return (
    <section
      className={css.running}
      aria-labelledby={headingId}
      aria-busy={state.status === 'idle' || state.status === 'loading'}
    >
      <h2 id={headingId} className={css.sectionTitle}>
        {t('Your orders under way')}
      </h2>
      {content()}
    </section>
  );

  function content(): ReactNode {
    switch (state.status) {
      case 'idle':
      case 'loading':
        return (
          <ul className={css.runningList} aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
              <li key={index} className={`${css.runningOrder} ${css.runningBone}`} />
            ))}
          </ul>
        );
      case 'error':
        return (
          <div className={css.runningFailure}>
            <p className={css.runningNote}>{t('Your orders under way could not be loaded.')}</p>
            <Button variant="secondary" size="sm" onClick={read.retry}>
              {t('Try again')}
            </Button>
          </div>
        );
      case 'success':
        if (state.data.orders.length === 0) {
          return <p className={css.runningNote}>{t('You have no orders under way.')}</p>;
        }
        return (
          <ul className={css.runningList}>
            {state.data.orders.map((order) => (
              <RunningOrder
                key={order.id}
                order={order}
                pressed={order.id === tracked}
                onPick={onPick}
              />
            ))}
          </ul>
        );
      default:
        return state satisfies never;
    }
  }
}
