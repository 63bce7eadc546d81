import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The element overlays portal into, kept by each WidgetRoot inside itself (inside the custom
 * element's shadow root when embedded), so overlays keep the theme and never touch document.body.
 * The context's value never changes: when the element mounts, only the components that render
 * with it hear of it. A changing context value would instead reach every part of a page the
 * browser is still taking over from the server's HTML, and make React finish all of it at once.
 */
export interface OverlayHost {
  /** The overlay element; null until it has mounted. */
  readonly element: HTMLElement | null;
  /** The ref callback of the overlay element. */
  readonly attach: (element: HTMLElement | null) => void;
  /** Calls `listener` when the element mounts or unmounts. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** A WidgetRoot's overlay host, empty until its overlay element mounts. */
export function createOverlayHost(): OverlayHost {
  const listeners = new Set<() => void>();
  let element: HTMLElement | null = null;
  return {
    get element() {
      return element;
    },
    attach: (next) => {
      element = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The nearest WidgetRoot's overlay host. */
export const OverlayHostContext = createContext<OverlayHost | null>(null);

const NO_HOST: OverlayHost = createOverlayHost();

/** The nearest WidgetRoot's overlay container, for a portal; null before it has mounted. */
export function useOverlayContainer(): HTMLElement | null {
  const host = useContext(OverlayHostContext) ?? NO_HOST;
  return useSyncExternalStore(
    host.subscribe,
    () => host.element,
    () => null,
  );
}

/**
 * Reads the nearest WidgetRoot's overlay container when called, for a component that needs it
 * only when something happens (an event to fire): it is not rendered again when the element
 * mounts, as every product card of a page would otherwise be.
 */
export function useOverlayContainerReader(): () => HTMLElement | null {
  const host = useContext(OverlayHostContext);
  return () => host?.element ?? null;
}
