import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { IconButton, type IconButtonProps } from '../IconButton';
import { useSouq } from '../souq';

/** Props of `StripButton`. */
export type StripButtonProps = Omit<
  IconButtonProps,
  'icon' | 'mirrorInRtl' | 'variant' | 'size' | 'aria-controls'
> & {
  /** Which way the strip moves: towards its inline start (previous) or end (next). */
  towards: 'previous' | 'next';
  /** The id of the strip it scrolls. */
  controls: string;
};

/** A sideways strip's Previous or Next button: a chevron that points the way, mirrored in Arabic. */
export function StripButton({ towards, controls, ...props }: StripButtonProps): ReactNode {
  return (
    <IconButton
      {...props}
      icon={towards === 'previous' ? ChevronLeft : ChevronRight}
      mirrorInRtl
      variant="secondary"
      size="sm"
      aria-controls={controls}
    />
  );
}

/**
 * Scrolls a sideways strip by a share of its width towards its inline start or end; the inline end
 * is leftwards in right-to-left text.
 */
export function useStripScroll(
  strip: RefObject<HTMLElement | null>,
  { share, smooth }: { share: number; smooth: boolean },
): (towardsEnd: boolean) => void {
  const rtl = useSouq().locale.direction.value === 'rtl';
  return (towardsEnd) => {
    const element = strip.current;
    if (!element) return;
    const sign = towardsEnd === rtl ? -1 : 1;
    const left = sign * element.clientWidth * share;
    element.scrollBy(smooth ? { left, behavior: 'smooth' } : { left });
  };
}
