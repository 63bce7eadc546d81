import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownOf, useCountdown } from './useCountdown';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const inFromNow = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('countdownOf', () => {
  it('splits the time left into hours, minutes and seconds', () => {
    expect(countdownOf((2 * 3600 + 3 * 60 + 4) * 1000)).toEqual({
      hours: 2,
      minutes: 3,
      seconds: 4,
      ended: false,
    });
  });

  it('counts a part second as a whole one, so 0 shows only at the end', () => {
    expect(countdownOf(1)).toMatchObject({ seconds: 1, ended: false });
    expect(countdownOf(0)).toMatchObject({ seconds: 0, ended: true });
  });

  it('keeps counting hours past a day', () => {
    expect(countdownOf(50 * 3600 * 1000)).toMatchObject({ hours: 50, minutes: 0, seconds: 0 });
  });

  it('treats a past or unreadable end as ended', () => {
    expect(countdownOf(-5000)).toEqual({ hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(countdownOf(Number.NaN)).toMatchObject({ ended: true });
  });

  it('puts the parts back together to the whole seconds left, for any time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), (ms) => {
        const { hours, minutes, seconds } = countdownOf(ms);
        return (
          minutes < 60 &&
          seconds < 60 &&
          hours * 3600 + minutes * 60 + seconds === Math.ceil(ms / 1000)
        );
      }),
    );
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given a sale ending in 1 h 0 min 2.5 s', () => {
    it('shows the time left and ticks down with each second', () => {
      const { result } = renderHook(() => useCountdown(inFromNow(3_602_500)));
      expect(result.current).toMatchObject({ hours: 1, minutes: 0, seconds: 3 });

      act(() => vi.advanceTimersByTime(500));
      expect(result.current).toMatchObject({ hours: 1, minutes: 0, seconds: 2 });

      act(() => vi.advanceTimersByTime(2000));
      expect(result.current).toMatchObject({ hours: 1, minutes: 0, seconds: 0 });

      act(() => vi.advanceTimersByTime(1000));
      expect(result.current).toMatchObject({ hours: 0, minutes: 59, seconds: 59 });
    });
  });

  describe('when the end passes', () => {
    it('reports ended and sets no more timers', () => {
      const { result } = renderHook(() => useCountdown(inFromNow(2000)));
      act(() => vi.advanceTimersByTime(2000));
      expect(result.current).toEqual({ hours: 0, minutes: 0, seconds: 0, ended: true });
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('when the component goes away', () => {
    it('stops its timer', () => {
      const { unmount } = renderHook(() => useCountdown(inFromNow(60_000)));
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
