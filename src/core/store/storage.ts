/**
 * The subset of the Web Storage API the kit needs. `getItem` may also answer asynchronously, so
 * an async store (IndexedDB, a native bridge) can stand in for localStorage.
 */
export interface StorageLike {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What a `storage` event carries, as far as cross-tab sync needs it. */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
  storageArea: unknown;
}

/** Where cross-tab `storage` events arrive (the window in a browser). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageChange) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageChange) => void): void;
}

/**
 * The browser's localStorage when it can be used; null where it is missing or blocked (Node,
 * sandboxed iframes and some privacy modes throw on mere access).
 */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The window as a source of `storage` events, or null outside a browser. */
export function browserStorageEvents(): StorageEventSource | null {
  return typeof window === 'undefined' ? null : (window as unknown as StorageEventSource);
}
