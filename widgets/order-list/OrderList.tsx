import { useSignals } from '@preact/signals-react/runtime';
import { PackageOpen } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { Order } from '../../src/core/api/wire';
import { profilePath } from '../../src/core/catalog';
import { HomeNotice, LoadMore, RetryNotice, SignInNotice } from '../../src/ui/catalog';
import { usePagedList } from '../../src/ui/hooks/usePagedList';
import { useOrderEndpoints, useSouq, useT } from '../../src/ui/souq';
import { Tabs } from '../../src/ui/Tabs';
import { OrderCard, OrderCardSkeleton } from './OrderCard';
import * as css from './OrderList.css';
import { ORDER_LIST_TABS, type OrderListTab, orderListTab } from './orderListTab';

/** Props of `OrderList`. */
export interface OrderListProps {
  /** The tab shown first: `running` (orders in progress, the default) or `previous`. */
  tab?: string | undefined;
}

/** Orders per page, the spec's default page size (§7). */
export const ORDERS_PAGE_SIZE = 10;

/** How many stand-in cards show while the first page loads. */
const SKELETON_CARDS = 4;

/** The route of this page, where sign-in brings a visitor back to. */
const MY_ORDERS_PATH = profilePath('my-orders');

/** Follows the `tab` prop when the host changes it, and the shopper's choice in between. */
function useChosenTab(tab: string | undefined): [OrderListTab, (next: OrderListTab) => void] {
  const [given, setGiven] = useState(tab);
  const [chosen, setChosen] = useState(() => orderListTab(tab));
  if (given !== tab) {
    setGiven(tab);
    setChosen(orderListTab(tab));
  }
  return [chosen, setChosen];
}

/**
 * My orders (route `/profile?page=my-orders`): the signed-in customer's orders in progress and
 * previous ones, as tabs, ten at a time with Show more and their count; each order links to its
 * details. A visitor is asked to sign in.
 */
export function OrderList({ tab }: OrderListProps): ReactNode {
  useSignals();
  const t = useT();
  const { session, locale } = useSouq();
  const endpoints = useOrderEndpoints();
  const signedIn = session.isLoggedIn.value;
  const [chosen, choose] = useChosenTab(tab);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const orders = usePagedList<Order>(
    JSON.stringify([chosen, locale.language.value, signedIn]),
    async (page, signal) => {
      // A visitor has no orders to ask for; the page asks them to sign in instead.
      if (!signedIn) return { rows: [], total: 0 };
      const read = chosen === 'running' ? endpoints.getRunningOrders : endpoints.getPreviousOrders;
      const reply = await read({ limit: ORDERS_PAGE_SIZE, offset: page }, { signal, silent: true });
      return { rows: reply.orders, total: reply.total_size };
    },
  );

  const retry = () => {
    // The pressed button gives way to the stand-ins; the panel keeps the keyboard user's place.
    if (orders.status === 'error') panel.current?.focus();
    orders.retry();
  };

  return (
    <div className={css.page} part="root">
      <h1 id={titleId} className={css.title}>
        {t('My Orders')}
      </h1>
      {signedIn ? (
        <Tabs
          labelledBy={titleId}
          tabs={ORDER_LIST_TABS}
          value={chosen}
          onChange={choose}
          renderTab={(of) => t('order_list_tab', { tab: of })}
          panelRef={panel}
          panelClassName={css.panel}
          busy={orders.status === 'loading'}
        >
          <p role="status" className={css.count}>
            {orders.status === 'success' ? t('orders_count', { count: orders.total }) : ''}
          </p>
          {body()}
        </Tabs>
      ) : (
        <SignInNotice from={MY_ORDERS_PATH} />
      )}
    </div>
  );

  function body(): ReactNode {
    switch (orders.status) {
      case 'loading':
        return (
          <ul className={css.list} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
              <OrderCardSkeleton key={index} />
            ))}
          </ul>
        );
      case 'error':
        return <RetryNotice message={t('Your orders could not be loaded.')} onRetry={retry} />;
      case 'success':
        if (orders.rows.length === 0) {
          return (
            <HomeNotice
              icon={PackageOpen}
              message={
                chosen === 'running'
                  ? t('You have no orders under way.')
                  : t('You have no previous orders.')
              }
            />
          );
        }
        return (
          <>
            <ul className={css.list}>
              {orders.rows.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </ul>
            <LoadMore list={orders} />
          </>
        );
      default:
        return orders.status satisfies never;
    }
  }
}
