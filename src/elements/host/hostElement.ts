import { createContext, useContext } from 'react';

/**
 * The custom element a widget renders in (null when the widget is used as a React component).
 * Events leave from it, and an element's attributes (a drawer's `open`) are reflected on it.
 */
export const HostElementContext = createContext<Element | null>(null);

/** The custom element the widget renders in, or null outside one. */
export function useHostElement(): Element | null {
  return useContext(HostElementContext);
}
