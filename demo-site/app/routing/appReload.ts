/*
 * The storefront's "reload": the core asks for one after a country change (spec §4). Instead of
 * loading the document again, which would drop the toast that confirms the change, the app starts
 * over in place — the first load again, every cached read forgotten — at the path it was given.
 */

type Listener = () => void;

/** Where the core's reload requests meet the app that performs them. */
export interface AppReload {
  /** Starts the app over; called by the core after navigating to the new path. */
  request(): void;
  /** Runs `listener` on every request; returns the unsubscribe. */
  subscribe(listener: Listener): () => void;
}

/** Creates the reload channel between the core and the app. */
export function createAppReload(): AppReload {
  const listeners = new Set<Listener>();
  return {
    request() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
