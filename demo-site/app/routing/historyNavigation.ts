/*
 * The storefront's location, kept in the browser's history: the router reads it, links and
 * widgets change it without a page load, and the back and forward buttons move through it.
 */

/** Where the storefront is: a path and its query string ('?name=milk', or ''). */
export interface StorefrontLocation {
  path: string;
  search: string;
}

/** How a navigation enters the history. */
export interface NavigateOptions {
  /** Replace the current entry (a redirect) instead of adding one. */
  replace?: boolean;
}

/** What made the location change: a link or a widget (push), or the back/forward buttons. */
export type LocationChange = 'push' | 'pop';

/** The history, as the router and the link handler use it. */
export interface HistoryNavigation {
  current(): StorefrontLocation;
  /** Goes to a storefront route ('/search?name=milk') without a page load. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (change: LocationChange) => void): () => void;
}

/** The parts of `window` the navigation needs. */
export type HistoryWindow = Pick<Window, 'location' | 'history' | 'addEventListener'>;

/** Binds the storefront's location to a window's history. */
export function createHistoryNavigation(win: HistoryWindow): HistoryNavigation {
  const listeners = new Set<(change: LocationChange) => void>();
  const notify = (change: LocationChange) => {
    for (const listener of listeners) listener(change);
  };
  win.addEventListener('popstate', () => notify('pop'));

  const current = (): StorefrontLocation => ({
    path: win.location.pathname,
    search: win.location.search,
  });

  return {
    current,
    navigate(to, options = {}) {
      const target = new URL(to, win.location.href);
      const here = current();
      const unchanged =
        target.pathname === here.path && target.search === here.search && target.hash === '';
      const address = `${target.pathname}${target.search}${target.hash}`;
      if (options.replace || unchanged) win.history.replaceState(null, '', address);
      else win.history.pushState(null, '', address);
      notify('push');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
