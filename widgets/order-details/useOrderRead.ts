import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
import { createSupportEndpoints } from '../../src/core/api/supportEndpoints';
import type { Order, OrderDetail } from '../../src/core/api/wire';
import { isItemId } from '../../src/core/catalog';
import { isUnderWay } from '../../src/core/orders';
import { useOrderEndpoints, useSouq } from '../../src/ui/souq';

/** What the page knows of its order. */
export type OrderView =
  | { status: 'loading' }
  /** Not this shopper's order, or no order at all: the server says both the same way. */
  | { status: 'not_found' }
  /**
   * A guest names the order's phone before its state is shown, as the server asks; `refused`
   * once a phone did not match.
   */
  | { status: 'phone'; refused: boolean; phone: string }
  | { status: 'error' }
  | {
      status: 'ready';
      order: Order;
      /** The lines as sold; null for a prescription the pharmacy has not priced yet. */
      lines: OrderDetail[] | null;
    };

/** The order's read and what the page does with it. */
export interface OrderRead {
  view: OrderView;
  /** Asks again after a failure. */
  retry: () => void;
  /** Reads the order again, keeping it shown meanwhile; resolves once it is read. */
  refresh: () => Promise<void>;
  /** The phone a guest gave for the order; the order is read with it. */
  givePhone: (phone: string) => void;
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Reads an order (customer/order/track: statuses, amounts, address, payment) and its lines
 * (customer/order/details) together, again when the id, the language or the shopper changes;
 * latest wins. While the order is under way it is read again whenever the shopper comes back to
 * the page (no polling here: the tracking page watches an order).
 */
export function useOrderRead(orderId: number): OrderRead {
  useSignals();
  const { api, session, locale } = useSouq();
  const orders = useOrderEndpoints();
  const support = useMemo(() => createSupportEndpoints(api.request), [api]);
  const isGuest = !session.isLoggedIn.value;
  const language = locale.language.value;
  const [view, setView] = useState<OrderView>({ status: 'loading' });
  const [phone, setPhone] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Bumped by every read; a reply to an older one is dropped.
  const latest = useRef(0);
  const abort = useRef<AbortController | null>(null);

  const read = useCallback(
    async (quiet: boolean) => {
      latest.current += 1;
      const asked = latest.current;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const call = { signal: controller.signal, silent: true };
      // No order has that number (an element whose order-id is missing or not a number).
      if (!isItemId(orderId)) {
        setView({ status: 'not_found' });
        return;
      }
      if (!quiet) setView({ status: 'loading' });
      try {
        // A guest's order is named by the guest id, which the first load may still be asking for.
        if (isGuest) await session.ensureGuestId();
        const lines = orders.getOrderDetails(orderId, call);
        if (isGuest && phone === null) {
          // The lines tell whether the order is the guest's before they are asked for its phone.
          await lines;
          if (asked === latest.current) setView({ status: 'phone', refused: false, phone: '' });
          return;
        }
        const [order, sold] = await Promise.all([
          support.trackOrder(orderId, isGuest ? (phone ?? undefined) : undefined, call),
          lines,
        ]);
        if (asked !== latest.current) return;
        setView({ status: 'ready', order, lines: Array.isArray(sold) ? sold : null });
      } catch (error) {
        if (asked !== latest.current || controller.signal.aborted) return;
        // A refresh that fails leaves the order shown: it is still what the shop last said.
        if (quiet) return;
        if (isNotFound(error) && isGuest && phone !== null) {
          setView({ status: 'phone', refused: true, phone });
        } else {
          setView({ status: isNotFound(error) ? 'not_found' : 'error' });
        }
      }
    },
    [orderId, isGuest, phone, orders, support, session],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the language and a retry ask again; the read itself follows the order, the shopper and the phone
  useEffect(() => {
    void read(false);
    return () => {
      latest.current += 1;
      abort.current?.abort();
    };
  }, [read, language, attempt]);

  const underWay = view.status === 'ready' && isUnderWay(view.order);
  useEffect(() => {
    if (!underWay) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [underWay, read]);

  return {
    view,
    retry: () => setAttempt((count) => count + 1),
    refresh: () => read(true),
    givePhone: (given) => setPhone(given.trim()),
  };
}
