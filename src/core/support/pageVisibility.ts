/*
 * Whether the shopper can see the page: polls that only serve what is on screen (new support
 * answers, the unread badge) pause while the tab is hidden and read at once when it shows again.
 */
import type { Watch } from '../api/pollForChanges';

/** The page's visibility, as a read and a change listener. */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` on every change; answers the function that stops listening. */
  onChange(listener: () => void): () => void;
}

/** The browser document's visibility (`document.visibilityState`); null outside a browser. */
export function documentVisibility(): PageVisibility | null {
  const page = globalThis.document;
  if (page === undefined) return null;
  return {
    isVisible: () => page.visibilityState !== 'hidden',
    onChange: (listener) => {
      page.addEventListener('visibilitychange', listener);
      return () => page.removeEventListener('visibilitychange', listener);
    },
  };
}

/**
 * Runs the watch `start` makes while the page is visible: stopped when the tab is hidden, started
 * anew (so it reads at once) when it shows again. Without a page it simply runs.
 */
export function watchWhileVisible(page: PageVisibility | null, start: () => Watch): Watch {
  if (page === null) return start();
  let running: Watch | null = page.isVisible() ? start() : null;
  const stopListening = page.onChange(() => {
    if (page.isVisible()) running ??= start();
    else {
      running?.stop();
      running = null;
    }
  });
  return {
    stop: () => {
      stopListening();
      running?.stop();
      running = null;
    },
  };
}
