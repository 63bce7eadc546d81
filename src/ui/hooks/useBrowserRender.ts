import { useSyncExternalStore } from 'react';

const neverChanges = (): (() => void) => () => undefined;

/**
 * Whether this render is the browser's own: false on the server, and while the browser takes over
 * a page the server rendered, true from the render after. A part that shows the shopper's own
 * things (their cart, their account), which the server does not know, renders its stand-in until
 * then, so the server's page and the browser's first render agree.
 */
export function useBrowserRender(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
