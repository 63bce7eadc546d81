/*
 * How the kit waits for news without reloading: it polls one cheap read, the same way for every
 * feed (issue #19). Order tracking polls customer/order/track; the support chat polls
 * customer/message/details with `last_id`, which answers only the messages after the last one
 * the client holds. A read waits for the one before it, never overlapping; failures back off.
 */
import type { SupportEndpoints } from './supportEndpoints';
import type { SupportMessage } from './supportWire';
import type { Order, OrderStatusName } from './wire';

/** How often an open conversation asks for new messages. */
export const SUPPORT_POLL_MS = 4000;

/** How often a tracked order is read again. */
export const ORDER_TRACK_POLL_MS = 10_000;

/** Longest wait between reads after failures (the wait doubles with each one). */
export const MAX_BACKOFF_MS = 60_000;

/** A running watch. */
export interface Watch {
  /** Stops reading; a read under way is aborted. */
  stop(): void;
}

/** How one feed is polled. */
export interface PollOptions<T> {
  /** The read; it is given a signal that aborts when the watch stops. */
  read: (signal: AbortSignal) => Promise<T>;
  /** Milliseconds from one read's end to the next read. */
  intervalMs: number;
  onValue: (value: T) => void;
  onError?: (error: unknown) => void;
  /** The feed has ended (an order delivered): no more reads. */
  isDone?: (value: T) => boolean;
  /** Stops the watch when it aborts. */
  signal?: AbortSignal;
}

/** Reads at once, then `intervalMs` after each read settles, until stopped or done. */
export function pollForChanges<T>(options: PollOptions<T>): Watch {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const stop = () => {
    clearTimeout(timer);
    controller.abort();
  };
  options.signal?.addEventListener('abort', stop, { once: true });
  const schedule = (ms: number) => {
    if (!controller.signal.aborted) timer = setTimeout(run, ms);
  };
  const run = async () => {
    try {
      const value = await options.read(controller.signal);
      if (controller.signal.aborted) return;
      failures = 0;
      options.onValue(value);
      if (options.isDone?.(value)) {
        stop();
        return;
      }
      schedule(options.intervalMs);
    } catch (error) {
      if (controller.signal.aborted) return;
      failures += 1;
      options.onError?.(error);
      schedule(Math.min(MAX_BACKOFF_MS, options.intervalMs * 2 ** failures));
    }
  };
  if (options.signal?.aborted) stop();
  else void run();
  return { stop };
}

/** What a watch of the support conversation reports and starts from. */
export interface SupportWatchOptions {
  conversationId?: number;
  /** The newest message the client holds; 0 to start from the beginning. */
  lastId: number;
  /** New messages, newest first, as the details page sends them. */
  onMessages: (messages: SupportMessage[]) => void;
  onError?: (error: unknown) => void;
  intervalMs?: number;
  signal?: AbortSignal;
}

/** Most messages one poll asks for. */
const NEWS_PAGE = 100;

/** Polls the conversation for the messages after the newest one the client holds. */
export function watchSupportMessages(
  endpoints: Pick<SupportEndpoints, 'getSupportMessages'>,
  options: SupportWatchOptions,
): Watch {
  let lastId = options.lastId;
  return pollForChanges({
    intervalMs: options.intervalMs ?? SUPPORT_POLL_MS,
    read: (signal) =>
      endpoints.getSupportMessages(
        {
          lastId,
          limit: NEWS_PAGE,
          ...(options.conversationId === undefined
            ? {}
            : { conversationId: options.conversationId }),
        },
        { signal, silent: true },
      ),
    onValue: (page) => {
      if (page.messages.length === 0) return;
      lastId = Math.max(lastId, ...page.messages.map((message) => message.id));
      options.onMessages(page.messages);
    },
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Statuses after which a tracked order no longer moves by itself. */
const SETTLED: readonly OrderStatusName[] = ['delivered', 'canceled', 'failed', 'refunded'];

/** What a watch of a tracked order reports. */
export interface OrderTrackWatchOptions {
  orderId: number;
  /** A guest's order is named with its phone too. */
  contactNumber?: string;
  onOrder: (order: Order) => void;
  onError?: (error: unknown) => void;
  intervalMs?: number;
  signal?: AbortSignal;
}

/** Polls an order's tracking until it settles (delivered, canceled, failed or refunded). */
export function watchOrderTrack(
  endpoints: Pick<SupportEndpoints, 'trackOrder'>,
  options: OrderTrackWatchOptions,
): Watch {
  return pollForChanges({
    intervalMs: options.intervalMs ?? ORDER_TRACK_POLL_MS,
    read: (signal) =>
      endpoints.trackOrder(options.orderId, options.contactNumber, { signal, silent: true }),
    onValue: options.onOrder,
    isDone: (order) => SETTLED.includes(order.order_status),
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
