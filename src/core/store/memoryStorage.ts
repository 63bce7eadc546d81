import type { StorageLike } from './storage';

/** An in-memory Storage, for server rendering and for tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  readonly entries: ReadonlyMap<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
