import { useEffect, useState } from 'react';

/** How far the page scrolls, in CSS pixels, before the header may hide (spec §9). */
export const HEADER_HIDE_THRESHOLD = 100;

/** What the hook listens to: the window, or a stand-in in tests. */
export type ScrollSource = Pick<Window, 'scrollY' | 'addEventListener' | 'removeEventListener'>;

/** Options of `useHideOnScroll`. */
export interface HideOnScrollOptions {
  /** False keeps the header shown and listens to nothing. True by default. */
  enabled?: boolean | undefined;
  /** True shows the header whatever the scroll (focus inside it, a menu of it open). */
  paused?: boolean | undefined;
  /** The window by default. */
  source?: ScrollSource | undefined;
}

/**
 * Whether the header hides after the page scrolled from `previousY` to `y`: hidden when
 * scrolling down past the threshold, shown when scrolling up or back above it.
 */
export function nextHidden(
  hidden: boolean,
  previousY: number,
  y: number,
  threshold: number,
): boolean {
  if (y <= threshold) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

/**
 * Whether the header should be hidden now: it hides while the page scrolls down past `threshold`
 * pixels and shows again as soon as it scrolls up. A paused header shows and, once the pause
 * ends, waits for the next scroll down before hiding.
 */
export function useHideOnScroll(
  threshold: number = HEADER_HIDE_THRESHOLD,
  { enabled = true, paused = false, source }: HideOnScrollOptions = {},
): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const scroller = source ?? window;
    setHidden(false);
    if (!enabled || paused) return;
    let previousY = scroller.scrollY;
    const onScroll = () => {
      const y = scroller.scrollY;
      const from = previousY;
      previousY = y;
      setHidden((was) => nextHidden(was, from, y, threshold));
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [enabled, paused, threshold, source]);

  return enabled && !paused && hidden;
}
