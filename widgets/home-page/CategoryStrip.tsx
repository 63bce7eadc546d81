import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { StripButton, useStripScroll } from '../../src/ui/StripButton';
import { useT } from '../../src/ui/souq';
import * as css from './CategoryTile.css';

/** Props of `CategoryStrip`. */
export interface CategoryStripProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The category tiles. */
  children: ReactNode;
}

/** Which ends of the strip have more categories beyond them. */
interface Overflow {
  before: boolean;
  after: boolean;
}

// A pixel of rounding at either end is not more to see.
const SLACK = 1;

/**
 * The categories in one row that scrolls sideways (a phone swipes it), with Previous and Next
 * buttons at its ends while it holds more than it shows, and a fade over each end that hides
 * more, so a mouse and a keyboard reach every category too.
 */
export function CategoryStrip({ labelledBy, children }: CategoryStripProps): ReactNode {
  useSignals();
  const t = useT();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  // Scrolled from the inline start, whichever way the language reads (RTL scrolls negative).
  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const scrolled = Math.abs(element.scrollLeft);
    setOverflow({
      before: scrolled > SLACK,
      after: scrolled + element.clientWidth < element.scrollWidth - SLACK,
    });
  }, []);

  // Measured when the browser reports the strip's size (first when it is laid out, then on every
  // change) and on scrolls, when its layout is up to date: measuring as it mounts would make the
  // browser lay out the whole page before it meant to.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [measure]);

  // Most of a width per press, so the last tiles seen stay in sight as a landmark.
  const move = useStripScroll(list, { share: 0.8, smooth: true });

  return (
    <div
      className={css.strip}
      data-before={overflow.before || undefined}
      data-after={overflow.after || undefined}
    >
      <ul id={listId} ref={list} className={css.row} aria-labelledby={labelledBy}>
        {children}
      </ul>
      {overflow.before || overflow.after ? (
        <>
          <StripButton
            towards="previous"
            label={t('Previous categories')}
            controls={listId}
            // Disabled in name only, so focus stays on it once the strip has reached its start.
            aria-disabled={!overflow.before || undefined}
            className={css.previous}
            onClick={() => overflow.before && move(false)}
          />
          <StripButton
            towards="next"
            label={t('More categories')}
            controls={listId}
            aria-disabled={!overflow.after || undefined}
            className={css.next}
            onClick={() => overflow.after && move(true)}
          />
        </>
      ) : null}
    </div>
  );
}
