import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a section starts loading, so it is ready when scrolled to. */
export const NEAR_MARGIN = '200px 0px';

/**
 * Whether the element behind `ref` has come within `NEAR_MARGIN` of the viewport; stays true once
 * it has. Without IntersectionObserver everything counts as near.
 */
export function useNearViewport<E extends Element>(): { ref: RefObject<E | null>; near: boolean } {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
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
