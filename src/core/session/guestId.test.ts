import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createMemoryStorage } from '../store/memoryStorage';
import { createSession } from './createSession';
import {
  GUEST_BUSY_MESSAGE,
  GUEST_RETRY_LIMIT,
  GUEST_RETRY_MAX_MS,
  GUEST_RETRY_MIN_MS,
  guestRetryDelay,
  stopGuestIdRetry,
} from './guestId';
import { sessionHarness } from './testDoubles';

const tooMany = (retryAfterMs?: number) =>
  new ApiError({
    status: 429,
    messages: ['Too many requests, please try again later'],
    aborted: false,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });

const line = { id: 7, name: 'Milk', price: 12.5, quantity: 2 };

function guest(storage = createMemoryStorage()) {
  const { deps } = sessionHarness({ storage });
  const onGuestIdRecovered = vi.fn();
  const session = createSession({ ...deps, onGuestIdRecovered });
  return { deps, session, onGuestIdRecovered };
}

describe('the guest id', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given the shop answers the guest request with 429', () => {
    it('tells the shopper, then asks again by itself and reloads the cart', async () => {
      const { deps, session, onGuestIdRecovered } = guest();
      deps.api.requestGuestId.mockRejectedValueOnce(tooMany());

      await expect(session.ensureGuestId()).resolves.toBeNull();
      expect(deps.toast.error).toHaveBeenCalledExactlyOnceWith(GUEST_BUSY_MESSAGE);

      await vi.advanceTimersByTimeAsync(GUEST_RETRY_MIN_MS);

      expect(deps.api.requestGuestId).toHaveBeenCalledTimes(2);
      expect(deps.store.guestId.value).toBe('guest-42');
      expect(onGuestIdRecovered).toHaveBeenCalledOnce();
    });

    it('sends nothing while it waits, and does not stack the message', async () => {
      const { deps, session } = guest();
      deps.api.requestGuestId.mockRejectedValueOnce(tooMany());
      await session.ensureGuestId();

      await expect(session.ensureGuestId()).resolves.toBeNull();
      await expect(session.ensureGuestId()).resolves.toBeNull();

      expect(deps.api.requestGuestId).toHaveBeenCalledOnce();
      expect(deps.toast.error).toHaveBeenCalledOnce();
    });

    it('waits as long as Retry-After says, but never past the longest wait', async () => {
      const { deps, session } = guest();
      deps.api.requestGuestId.mockRejectedValueOnce(tooMany(10 * 60_000));
      await session.ensureGuestId();

      await vi.advanceTimersByTimeAsync(GUEST_RETRY_MAX_MS - 1);
      expect(deps.api.requestGuestId).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(1);
      expect(deps.api.requestGuestId).toHaveBeenCalledTimes(2);
    });

    it(`backs off doubling, quietly, and stops asking by itself after ${GUEST_RETRY_LIMIT} tries`, async () => {
      const { deps, session } = guest();
      deps.api.requestGuestId.mockRejectedValue(tooMany());
      await session.ensureGuestId();

      await vi.advanceTimersByTimeAsync(10 * GUEST_RETRY_MAX_MS);

      expect(deps.api.requestGuestId).toHaveBeenCalledTimes(1 + GUEST_RETRY_LIMIT);
      expect(deps.toast.error).toHaveBeenCalledOnce();
      expect(deps.store.guestId.value).toBeNull();
    });

    it('asks nothing by itself once the shopper signed in meanwhile', async () => {
      const { deps, session, onGuestIdRecovered } = guest();
      deps.api.requestGuestId.mockRejectedValueOnce(tooMany());
      await session.ensureGuestId();
      deps.store.token.value = 'tok';

      await vi.advanceTimersByTimeAsync(GUEST_RETRY_MAX_MS);

      expect(deps.api.requestGuestId).toHaveBeenCalledOnce();
      expect(onGuestIdRecovered).not.toHaveBeenCalled();
    });

    it('asks again on the next action once the wait is over', async () => {
      const { deps, session } = guest();
      deps.api.requestGuestId.mockRejectedValueOnce(tooMany());
      await session.ensureGuestId();
      stopGuestIdRetry(deps.store);
      await vi.advanceTimersByTimeAsync(GUEST_RETRY_MIN_MS);

      await expect(session.ensureGuestId()).resolves.toBe('guest-42');
    });
  });

  it.each([
    [1, undefined, GUEST_RETRY_MIN_MS],
    [2, undefined, 2 * GUEST_RETRY_MIN_MS],
    [3, 30_000, 30_000],
    [30, undefined, GUEST_RETRY_MAX_MS],
  ])('waits after the 429 number %i (Retry-After %s) %i ms', (refusals, retryAfter, wait) => {
    expect(guestRetryDelay(refusals, retryAfter)).toBe(wait);
  });

  describe('when the server refuses the stored guest id', () => {
    const stale = () =>
      guest(
        createMemoryStorage({
          guest_id: 'g-stale',
          'souq:v1:cart': JSON.stringify({ cartList: [line, { ...line, id: 8 }] }),
        }),
      );

    it('drops it and the cart lines shown for it, and asks for a new one once', async () => {
      const { deps, session } = stale();

      const renewed = await Promise.all([
        session.renewGuestId('g-stale'),
        session.renewGuestId('g-stale'),
      ]);

      expect(renewed).toEqual(['guest-42', 'guest-42']);
      expect(deps.api.requestGuestId).toHaveBeenCalledOnce();
      expect(deps.store.guestId.value).toBe('guest-42');
      expect(deps.store.cart.value.cartList).toEqual([]);
    });

    it('hands a call refused for an id already replaced the new one without asking', async () => {
      const { deps, session } = stale();
      await session.renewGuestId('g-stale');

      await expect(session.renewGuestId('g-stale')).resolves.toBe('guest-42');
      expect(deps.api.requestGuestId).toHaveBeenCalledOnce();
    });

    it('says why when no new id can be had', async () => {
      const { deps, session } = stale();
      deps.api.requestGuestId.mockRejectedValueOnce(
        new ApiError({ status: 500, messages: ['Internal server error'], aborted: false }),
      );

      await expect(session.renewGuestId('g-stale')).resolves.toBeNull();
      expect(deps.toast.error).toHaveBeenCalledExactlyOnceWith('Internal server error');
      expect(deps.store.cart.value.cartList).toEqual([]);
    });

    it('renews nothing for a signed-in customer', async () => {
      const { deps, session } = stale();
      deps.store.token.value = 'tok';

      await expect(session.renewGuestId('g-stale')).resolves.toBeNull();
      expect(deps.api.requestGuestId).not.toHaveBeenCalled();
    });
  });

  it('keeps no id that cannot be sent', async () => {
    const { deps, session } = guest();
    deps.api.requestGuestId.mockResolvedValueOnce({ guest_id: 'ضيف\u0000' });

    await expect(session.ensureGuestId()).resolves.toBeNull();
    expect(deps.store.guestId.value).toBeNull();
  });
});
