import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, whenIdle } from './useIdle';

afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('calls back when the browser reports idle time, not before', () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
    const called = vi.fn();
    whenIdle(called);
    expect(called).not.toHaveBeenCalled();
    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(called).toHaveBeenCalledOnce();
  });

  it('never calls back once cancelled', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    whenIdle(() => undefined)();
    expect(cancelled).toEqual([7]);
  });

  it('falls back to a timer where the browser cannot tell idle time', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const called = vi.fn();
    const cancelledToo = vi.fn();
    whenIdle(called);
    whenIdle(cancelledToo)();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(called).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(called).toHaveBeenCalledOnce();
    expect(cancelledToo).not.toHaveBeenCalled();
  });
});
