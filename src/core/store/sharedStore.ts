import { createStore, type SouqStore } from './createStore';
import { browserStorage, browserStorageEvents } from './storage';

let shared: SouqStore | undefined;

/**
 * The one store every widget on the page shares, created on first use (never at import time)
 * over the browser's localStorage. `namespace` counts only on that first call.
 */
export function sharedStore(options: { namespace?: string } = {}): SouqStore {
  shared ??= createStore({
    storage: browserStorage(),
    events: browserStorageEvents(),
    ...(options.namespace === undefined ? {} : { namespace: options.namespace }),
    onWriteError: (key, error) => console.warn(`souq: storage write of "${key}" failed`, error),
  });
  return shared;
}
