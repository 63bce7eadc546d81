import { createContext, useContext } from 'react';

/**
 * The element overlays portal into. WidgetRoot provides one inside itself (inside the custom
 * element's shadow root when embedded), so overlays keep the theme and never touch document.body.
 */
export const OverlayContainerContext = createContext<HTMLElement | null>(null);

/** The nearest WidgetRoot's overlay container; null before it has mounted. */
export function useOverlayContainer(): HTMLElement | null {
  return useContext(OverlayContainerContext);
}
