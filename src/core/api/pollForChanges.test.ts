import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollForChanges, watchOrderTrack, watchSupportMessages } from './pollForChanges';
import type { CallOptions } from './requestOptions';
import type { MessageQuery } from './supportEndpoints';
import type { SupportMessage, SupportMessagePage } from './supportWire';
import type { Order } from './wire';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const message = (id: number): SupportMessage => ({
  id,
  conversation_id: 1,
  sender_id: 0,
  message: `answer ${id}`,
  file: [],
  file_full_url: [],
  is_seen: 0,
  order_id: null,
  created_at: '2026-11-27T12:00:00.000Z',
  updated_at: '2026-11-27T12:00:00.000Z',
});

const page = (ids: number[]): SupportMessagePage => ({
  total_size: ids.length,
  limit: 100,
  offset: 1,
  status: true,
  messages: ids.map(message),
  conversation: null,
});

describe('given a feed polled for changes', () => {
  it('reads at once, then once each interval after the read before has settled', async () => {
    const read = vi.fn(async () => 1);
    const onValue = vi.fn();
    const watch = pollForChanges({ read, intervalMs: 1000, onValue });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    watch.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(2);
    expect(onValue).toHaveBeenCalledTimes(2);
  });

  it('waits twice as long after each failure, then the interval again', async () => {
    let fail = true;
    const read = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return 1;
    });
    const onError = vi.fn();
    const watch = pollForChanges({ read, intervalMs: 1000, onValue: () => {}, onError });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(read).toHaveBeenCalledTimes(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(4);
    expect(onError).toHaveBeenCalledTimes(2);
    watch.stop();
  });

  it('aborts the read under way and reads no more once its signal aborts', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const read = vi.fn(
      (signal: AbortSignal) =>
        new Promise<number>((resolve) => {
          seen = signal;
          setTimeout(() => resolve(1), 500);
        }),
    );
    const onValue = vi.fn();
    pollForChanges({ read, intervalMs: 100, onValue, signal: controller.signal });
    controller.abort();
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen?.aborted).toBe(true);
    expect(onValue).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('given an open support conversation', () => {
  it('asks only for messages after the newest one it holds', async () => {
    const replies = [page([]), page([8, 7]), page([])];
    const getSupportMessages = vi.fn(
      async (_query?: MessageQuery, _call?: CallOptions) => replies.shift() ?? page([]),
    );
    const onMessages = vi.fn();
    const watch = watchSupportMessages(
      { getSupportMessages },
      { conversationId: 2, lastId: 6, onMessages, intervalMs: 100 },
    );
    await vi.advanceTimersByTimeAsync(250);
    watch.stop();
    const asked = getSupportMessages.mock.calls.map(([query]) => query?.lastId);
    expect(asked).toEqual([6, 6, 8]);
    expect(onMessages).toHaveBeenCalledTimes(1);
    expect(onMessages.mock.calls[0]?.[0].map((one: SupportMessage) => one.id)).toEqual([8, 7]);
    expect(getSupportMessages.mock.calls[0]?.[1]).toMatchObject({ silent: true });
  });
});

describe('given a tracked order', () => {
  it('polls the same way until the order is delivered', async () => {
    const statuses = ['confirmed', 'picked_up', 'delivered'] as const;
    const trackOrder = vi.fn(
      async () => ({ order_status: statuses[trackOrder.mock.calls.length - 1] }) as Order,
    );
    const onOrder = vi.fn();
    watchOrderTrack({ trackOrder }, { orderId: 5, onOrder, intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(trackOrder).toHaveBeenCalledTimes(3);
    expect(onOrder.mock.calls.map(([order]) => order.order_status)).toEqual([
      'confirmed',
      'picked_up',
      'delivered',
    ]);
  });
});
