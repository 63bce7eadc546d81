import { type RefObject, useEffect, useRef, useState } from 'react';

/** Marks the control that takes the focus when the cart has no line left to focus. */
export const REFOCUS_FALLBACK_ATTRIBUTE = 'data-cart-refocus';

/** What `useRefocusAfterRemoval` gives: the container to watch and the call that asks for it. */
export interface RefocusAfterRemoval {
  /** The element holding the lines (marked `data-cart-line`) and the fallback control. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** Tells it the line at `index` has gone. */
  removedAt: (index: number) => void;
}

/** Whether the focus is anywhere but inside the sheet that holds `container`. */
function focusLeftSheet(container: HTMLElement): boolean {
  const sheet = container.closest('[role="dialog"]') ?? container;
  // A document reports its body when the focused element has gone; a shadow root reports null.
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  return active === null || !sheet.contains(active);
}

/**
 * Keeps keyboard users in place when a line disappears under their focus: the focus moves to the
 * line that took its place (or the one before it), else to the fallback control. It does nothing
 * when the focus is elsewhere in the sheet, so it never pulls the shopper back.
 */
export function useRefocusAfterRemoval(): RefocusAfterRemoval {
  const containerRef = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<{ index: number } | null>(null);

  useEffect(() => {
    if (request === null) return;
    // A confirm dialog that closed with the removal hands the focus back to its opener in a
    // microtask; when that opener went with the lines, it lands outside the sheet. Queued after
    // it, this puts the focus back where the shopper was.
    queueMicrotask(() => {
      const container = containerRef.current;
      if (container === null || !focusLeftSheet(container)) return;
      const rows = container.querySelectorAll('[data-cart-line]');
      const row = rows[Math.min(request.index, rows.length - 1)];
      const target =
        row?.querySelector<HTMLElement>('a[href], button') ??
        container.querySelector<HTMLElement>(`[${REFOCUS_FALLBACK_ATTRIBUTE}]`);
      target?.focus();
    });
  }, [request]);

  return { containerRef, removedAt: (index) => setRequest({ index }) };
}
