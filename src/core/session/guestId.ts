/*
 * The guest id of a visitor without a token (spec §4): asked for once, renewed when the server no
 * longer knows it, and, when the shop answers the guest request with 429, asked for again later
 * with a bounded backoff while the shopper is told why the cart is not ready.
 */
import { batch } from '@preact/signals-core';
import { isApiError } from '../api/ApiError';
import { TOO_MANY_REQUESTS } from '../api/errorPolicy';
import { isGuestIdValue } from '../api/headerValues';
import type { MessageKey } from '../i18n/resources';
import { TOAST_DURATIONS } from '../toast/toast';
import type { SessionDeps } from './deps';

/** Shown when the shop answers the guest request with 429. */
export const GUEST_BUSY_MESSAGE: MessageKey =
  'The shop is busy right now. Your cart will be ready in a moment.';
/** The first wait after a 429; each further one doubles it. */
export const GUEST_RETRY_MIN_MS = 2000;
/** The longest wait, whatever the backoff or the server's Retry-After says. */
export const GUEST_RETRY_MAX_MS = 60_000;
/** How many times in a row the kit asks again by itself; then the shopper's next action asks. */
export const GUEST_RETRY_LIMIT = 5;

/** What the guest id flow needs of the session. */
type GuestDeps = Pick<SessionDeps, 'store' | 'api' | 'toast' | 't' | 'onGuestIdRecovered'>;

interface GuestIdState {
  inFlight: Promise<string | null> | undefined;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** No guest request is sent before this time (epoch ms). */
  waitUntil: number;
  /** 429 answers in a row. */
  refusals: number;
  /** When the busy message was last shown, so asks during one wait do not stack toasts. */
  toldAt: number;
}

// Per store, so every widget and session over one store shares one request and one backoff.
const states = new WeakMap<object, GuestIdState>();

function stateOf(store: object): GuestIdState {
  let state = states.get(store);
  if (!state) {
    state = {
      inFlight: undefined,
      retryTimer: undefined,
      waitUntil: 0,
      refusals: 0,
      toldAt: Number.NEGATIVE_INFINITY,
    };
    states.set(store, state);
  }
  return state;
}

function tellBusy({ toast, t }: GuestDeps, state: GuestIdState): void {
  const now = Date.now();
  if (now - state.toldAt < TOAST_DURATIONS.error) return;
  state.toldAt = now;
  toast.error(t(GUEST_BUSY_MESSAGE));
}

/** The wait after the n-th 429 in a row: doubling from the minimum, never past the maximum. */
export function guestRetryDelay(refusals: number, retryAfterMs?: number): number {
  const backoff = GUEST_RETRY_MIN_MS * 2 ** Math.max(0, refusals - 1);
  return Math.min(GUEST_RETRY_MAX_MS, Math.max(backoff, retryAfterMs ?? 0));
}

function scheduleRetry(deps: GuestDeps, state: GuestIdState, retryAfterMs?: number): void {
  state.refusals += 1;
  const wait = guestRetryDelay(state.refusals, retryAfterMs);
  state.waitUntil = Date.now() + wait;
  if (state.retryTimer !== undefined || state.refusals > GUEST_RETRY_LIMIT) return;
  state.retryTimer = setTimeout(() => {
    state.retryTimer = undefined;
    // Asks only if still needed: the shopper may have signed in, or another tab got an id.
    const missing = deps.store.token.value === null && deps.store.guestId.value === null;
    if (!missing) return;
    void obtain(deps, 'none').then((guestId) => {
      if (guestId !== null) deps.onGuestIdRecovered?.();
    });
  }, wait);
}

/** Which failures of a guest request the shopper hears of. */
type Report = 'none' | 'busy' | 'all';

function ask(deps: GuestDeps, state: GuestIdState, report: Report): Promise<string | null> {
  const { store, api } = deps;
  const request = api.requestGuestId({ silent: true }).then(
    (reply) => {
      if (!isGuestIdValue(reply.guest_id)) return null;
      state.refusals = 0;
      state.waitUntil = 0;
      // A sign-in while the request was under way makes the guest id moot.
      if (store.token.value === null) store.guestId.value = reply.guest_id;
      return reply.guest_id;
    },
    (error: unknown) => {
      if (!isApiError(error) || error.aborted) return null;
      if (error.status === TOO_MANY_REQUESTS) {
        scheduleRetry(deps, state, error.retryAfterMs);
        if (report !== 'none') tellBusy(deps, state);
      } else if (report === 'all') {
        for (const message of error.messages) deps.toast.error(message);
      }
      return null;
    },
  );
  state.inFlight = request;
  void request.then(() => {
    state.inFlight = undefined;
  });
  return request;
}

/**
 * The visitor's guest id, asked of the server only when neither a token nor a guest id exists
 * (spec §4) — and only once for a store, however many widgets boot at the same moment. While a
 * 429 is waited out nothing is sent: the shopper is told again and gets null.
 */
export function ensureGuestId(deps: GuestDeps): Promise<string | null> {
  return obtain(deps, 'busy');
}

function obtain(deps: GuestDeps, report: Report): Promise<string | null> {
  const { store } = deps;
  if (store.token.value !== null || store.guestId.value !== null) {
    return Promise.resolve(store.guestId.value);
  }
  const state = stateOf(store);
  if (state.inFlight) return state.inFlight;
  if (Date.now() < state.waitUntil) {
    if (report !== 'none') tellBusy(deps, state);
    return Promise.resolve(null);
  }
  return ask(deps, state, report);
}

/**
 * A new guest id after the server refused `refused` (unknown after a reseed, hand-edited). The
 * refused id and the cart lines shown for it are dropped, since the server
 * holds no cart for it; calls refused together share one request, and a call refused for an id
 * already replaced just gets the new one.
 */
export function renewGuestId(deps: GuestDeps, refused: string): Promise<string | null> {
  const { store } = deps;
  if (store.token.value !== null) return Promise.resolve(null);
  const current = store.guestId.value;
  if (current !== null && current !== refused) return Promise.resolve(current);
  batch(() => {
    store.guestId.value = null;
    store.cart.value = { ...store.cart.value, cartList: [] };
  });
  // The refused call is not reported by the client: whatever keeps a new id away is, here.
  return obtain(deps, 'all');
}

/** Cancels a scheduled guest request (the core is being disposed). */
export function stopGuestIdRetry(store: object): void {
  const state = states.get(store);
  if (state?.retryTimer !== undefined) clearTimeout(state.retryTimer);
  if (state) state.retryTimer = undefined;
}
