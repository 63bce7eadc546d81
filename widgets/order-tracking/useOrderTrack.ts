/*
 * Tracks one order at a time and keeps it up to date without a reload: `watchOrderTrack` reads it
 * again every `pollMs` (backing off after failures) until it settles, and stops when another order
 * is asked for or the page goes away. Only the first read decides whether the order is found; once
 * shown, an order stays shown through failed reads, which only mark the page as reconnecting.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type ApiError, isApiError } from '../../src/core/api/ApiError';
import { watchOrderTrack } from '../../src/core/api/pollForChanges';
import { createSupportEndpoints } from '../../src/core/api/supportEndpoints';
import type { Order } from '../../src/core/api/wire';
import { useSouq } from '../../src/ui/souq';
import { type OrderProgress, orderProgress, progressKey } from './trackingSteps';

/** An order to track. */
export interface TrackRequest {
  orderId: number;
  /** The phone the order was placed with; a visitor's order is named by it too. */
  contactNumber?: string | undefined;
  /** The shopper asked (Track, or a pick): the order takes the focus once shown. */
  byShopper: boolean;
}

/** Where tracking stands. */
export type TrackState =
  | { status: 'idle' }
  | { status: 'loading'; request: TrackRequest }
  /** The server answered that it has no such order (for this shopper, or with this phone). */
  | { status: 'refused'; request: TrackRequest; error: ApiError }
  /** The first read failed for another reason: asking again may work. */
  | { status: 'failed'; request: TrackRequest }
  | { status: 'tracking'; request: TrackRequest; order: Order; reconnecting: boolean };

/** The tracking of the page. */
export interface OrderTrack {
  state: TrackState;
  /** Where the shown order moved to last, to announce; null until it moves while shown. */
  news: OrderProgress | null;
  /** Tracks `request`, leaving any order tracked before. */
  track: (request: TrackRequest) => void;
  /** Asks again after the first read failed. */
  retry: () => void;
}

/** Refusals that are the server's answer about the order, not a failure to get one. */
const NOT_AN_ANSWER = new Set([401, 408, 429]);

const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) &&
  error.status >= 400 &&
  error.status < 500 &&
  !NOT_AN_ANSWER.has(error.status);

/** Tracks the order asked for last, reading it every `pollMs` while it is on its way. */
export function useOrderTrack(pollMs: number): OrderTrack {
  const { api, session } = useSouq();
  const endpoints = useMemo(() => {
    const { trackOrder } = createSupportEndpoints(api.request);
    return {
      // A visitor's order is found by their guest id, which a first visit may still be waiting for.
      trackOrder: async (...ask: Parameters<typeof trackOrder>) => {
        await session.ensureGuestId();
        return trackOrder(...ask);
      },
    };
  }, [api, session]);
  // Each ask is a new object, so asking for the same order again reads it again.
  const [asked, setAsked] = useState<{ request: TrackRequest } | null>(null);
  const [state, setState] = useState<TrackState>({ status: 'idle' });
  const [news, setNews] = useState<OrderProgress | null>(null);

  const track = useCallback((request: TrackRequest) => {
    setAsked({ request });
    setState({ status: 'loading', request });
    setNews(null);
  }, []);

  const retry = useCallback(() => {
    if (asked !== null) track(asked.request);
  }, [asked, track]);

  useEffect(() => {
    if (asked === null) return;
    const { request } = asked;
    let shown: Order | null = null;
    const watch = watchOrderTrack(endpoints, {
      orderId: request.orderId,
      ...(request.contactNumber ? { contactNumber: request.contactNumber } : {}),
      intervalMs: pollMs,
      onOrder: (order) => {
        const moved = orderProgress(order.order_status);
        if (shown && progressKey(orderProgress(shown.order_status)) !== progressKey(moved)) {
          setNews(moved);
        }
        shown = order;
        setState({ status: 'tracking', request, order, reconnecting: false });
      },
      onError: (error) => {
        if (shown) {
          setState({ status: 'tracking', request, order: shown, reconnecting: true });
          return;
        }
        // Not found, or not reachable: either way there is no order to keep reading.
        watch.stop();
        setState(
          isRefusal(error) ? { status: 'refused', request, error } : { status: 'failed', request },
        );
      },
    });
    return () => watch.stop();
  }, [asked, endpoints, pollMs]);

  return { state, news, track, retry };
}
