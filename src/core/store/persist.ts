import { effect, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import * as v from 'valibot';
import type { StorageChange, StorageEventSource, StorageLike } from './storage';

/** Version of the persisted shapes; bump it when a slice changes incompatibly. */
export const PERSIST_VERSION = 1;

/** How long rehydration may take before the kit goes on with defaults (spec §9). */
export const REHYDRATE_TIMEOUT_MS = 5000;

/** Namespace for every storage key when the kit is embedded on a partner page. */
export const EMBEDDED_NAMESPACE = 'souq.';

/** How a value is written: JSON, or the raw string as the spec's plain keys (token, guest_id) are. */
export type PersistFormat = 'json' | 'text';

/** Describes one persisted value: its key, how to validate it and what to use when it is unusable. */
export interface PersistSpec<T> {
  key: string;
  schema: v.GenericSchema<unknown, T>;
  fallback: T;
  format?: PersistFormat;
}

/** Options of a persistence: where it writes and how keys are named. */
export interface PersistenceOptions {
  storage: StorageLike | null;
  events?: StorageEventSource | null;
  namespace?: string;
  rehydrateTimeoutMs?: number;
  onWriteError?: (key: string, error: unknown) => void;
  clock?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
}

/** Binds signals to storage: validated reads, writes on change, cross-tab sync, memory fallback. */
export interface Persistence {
  /** The storage key a name gets under this persistence's namespace. */
  keyOf(name: string): string;
  /** The key of a versioned state slice, e.g. `souq:v1:cart`. */
  sliceKey(slice: string): string;
  /** Keeps `target` in step with storage; returns a function that stops it. */
  bind<T>(target: Signal<T>, spec: PersistSpec<T>): () => void;
  /**
   * Waits for every bound value to be read, at most the rehydrate timeout; after that the
   * defaults stand and a late reply is still adopted. Safe to call more than once.
   */
  hydrate(): Promise<void>;
  /** True once `hydrate()` has settled. */
  readonly hydrated: ReadonlySignal<boolean>;
  /** False after a write failed (quota, disabled storage): values then live in memory only. */
  readonly storageWorks: ReadonlySignal<boolean>;
  /** Stops every binding and the cross-tab listener. */
  dispose(): void;
}

/** Parses a stored string against a spec; anything unusable yields the fallback, never a throw. */
export function decode<T>(raw: string | null, spec: PersistSpec<T>): T {
  if (raw === null) return spec.fallback;
  let data: unknown = raw;
  if ((spec.format ?? 'json') === 'json') {
    try {
      data = JSON.parse(raw);
    } catch {
      return spec.fallback;
    }
  }
  const result = v.safeParse(spec.schema, data);
  return result.success ? result.output : spec.fallback;
}

/** Serialises a value for storage; null means "remove the key". */
export function encode<T>(value: T, spec: PersistSpec<T>): string | null {
  if (value === null || value === undefined) return null;
  if ((spec.format ?? 'json') === 'text') return String(value);
  return JSON.stringify(value);
}

/** Creates a persistence over a storage (or over nothing: then values live in memory only). */
export function createPersistence(options: PersistenceOptions): Persistence {
  const namespace = options.namespace ?? '';
  const clock = options.clock ?? { setTimeout, clearTimeout };
  const timeoutMs = options.rehydrateTimeoutMs ?? REHYDRATE_TIMEOUT_MS;
  const storageWorks = signal(options.storage !== null);
  const hydrated = signal(false);
  const pendingReads = new Set<Promise<void>>();
  const bindings = new Map<string, (raw: string | null) => void>();
  const stops = new Set<() => void>();
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let hydration: Promise<void> | undefined;

  const hydrate = () => {
    hydration ??= new Promise<void>((resolve) => {
      const done = () => {
        if (timeout !== undefined) clock.clearTimeout(timeout);
        hydrated.value = true;
        resolve();
      };
      if (pendingReads.size === 0) return done();
      timeout = clock.setTimeout(done, timeoutMs);
      void Promise.all(pendingReads).then(done);
    });
    return hydration;
  };

  const write = (key: string, raw: string | null) => {
    const storage = options.storage;
    if (!storage) return;
    try {
      if (raw === null) storage.removeItem(key);
      else storage.setItem(key, raw);
      storageWorks.value = true;
    } catch (error) {
      storageWorks.value = false;
      options.onWriteError?.(key, error);
    }
  };

  const read = (key: string): string | null | Promise<string | null> => {
    try {
      return options.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const onStorage = (event: StorageChange) => {
    if (event.storageArea !== options.storage) return;
    if (event.key === null) {
      for (const apply of bindings.values()) apply(null);
      return;
    }
    bindings.get(event.key)?.(event.newValue);
  };
  options.events?.addEventListener('storage', onStorage);

  const bind = <T>(target: Signal<T>, spec: PersistSpec<T>): (() => void) => {
    const key = spec.key;
    // What storage holds as far as this tab knows; equal values are not written again, and a
    // value that arrived from another tab is not echoed back.
    let known = encode(target.value, spec);
    let touched = false;
    let ready = false;

    const adopt = (raw: string | null) => {
      const value = decode(raw, spec);
      known = encode(value, spec);
      target.value = value;
    };
    bindings.set(key, adopt);

    const first = read(key);
    if (first instanceof Promise) {
      const pending = first
        .then(
          (raw) => {
            // A change made while the read was under way is newer than what storage held.
            if (!touched) adopt(raw);
          },
          () => undefined,
        )
        .then(() => {
          ready = true;
          if (touched) write(key, encode(target.value, spec));
        });
      pendingReads.add(pending);
    } else {
      adopt(first);
      ready = true;
    }

    const stopEffect = effect(() => {
      const raw = encode(target.value, spec);
      if (raw === known) return;
      known = raw;
      touched = true;
      if (ready) write(key, raw);
    });
    const stop = () => {
      stopEffect();
      bindings.delete(key);
      stops.delete(stop);
    };
    stops.add(stop);
    return stop;
  };

  return {
    keyOf: (name) => `${namespace}${name}`,
    sliceKey: (slice) => `${namespace}souq:v${PERSIST_VERSION}:${slice}`,
    bind,
    hydrate,
    hydrated,
    storageWorks,
    dispose: () => {
      for (const stop of [...stops]) stop();
      options.events?.removeEventListener('storage', onStorage);
      if (timeout !== undefined) clock.clearTimeout(timeout);
    },
  };
}
