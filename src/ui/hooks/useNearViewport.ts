import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a section starts loading, so it is ready when scrolled to. */
export const NEAR_MARGIN = '200px 0px';

/**
 * Whether the element behind `ref` has come within `NEAR_MARGIN` of the viewport; stays true once
 * it has. Without IntersectionObserver everything counts as near, from just after the first
 * render: a page rendered on the server, which has none, shows what the browser's first render
 * shows.
 */
export function useNearViewport<E extends Element>(): { ref: RefObject<E | null>; near: boolean } {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return { ref, near };
}
