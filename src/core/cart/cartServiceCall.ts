import { type ReadonlySignal, signal } from '@preact/signals-core';
import { isApiError } from '../api/ApiError';
import type { SouqStore } from '../store/createStore';

/** How a server call of a service ended: its reply, or nothing to apply. */
export type Settled<T> = { ok: true; reply: T } | { ok: false };

/**
 * Runs one server call of a service. A failed call settles as not ok without a toast of its own,
 * because the API client has already reported it. A reply that arrives after the shopper signed
 * in or out describes the previous shopper's state, so it settles as not ok too.
 */
export async function settleCall<T>(
  store: Pick<SouqStore, 'token'>,
  call: () => Promise<T>,
): Promise<Settled<T>> {
  const shopper = store.token.value;
  try {
    const reply = await call();
    return store.token.value === shopper ? { ok: true, reply } : { ok: false };
  } catch (error) {
    if (isApiError(error)) return { ok: false };
    throw error;
  }
}

/** The keys with a call in flight, and a runner that ignores an action on a busy key. */
export interface InFlight<K> {
  pending: ReadonlySignal<ReadonlySet<K>>;
  /** Runs `action` with `key` marked pending; false at once, running nothing, when it already is. */
  exclusive(key: K, action: () => Promise<boolean>): Promise<boolean>;
}

/** Tracks calls in flight by key, so a second quick click on the same thing is ignored. */
export function createInFlight<K>(): InFlight<K> {
  const pending = signal<ReadonlySet<K>>(new Set());
  return {
    pending,
    exclusive: async (key, action) => {
      if (pending.value.has(key)) return false;
      pending.value = new Set(pending.value).add(key);
      try {
        return await action();
      } finally {
        const rest = new Set(pending.value);
        rest.delete(key);
        pending.value = rest;
      }
    },
  };
}
