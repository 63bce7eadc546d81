import { type ReactNode, useDeferredValue } from 'react';
import { useNearViewport } from '../../hooks/useNearViewport';
import { SectionStandIn } from './SectionStandIn';

/** Props of `DeferredSection`. */
export interface DeferredSectionProps {
  /** The section's heading, shown (with the skeleton) before the section loads. */
  title: string;
  /** The section's stand-ins, of its final size. */
  skeleton: ReactNode;
  className?: string | undefined;
  /** The section itself, mounted (and so asking the server) once it is near the viewport. */
  children: () => ReactNode;
}

/**
 * A catalog section further down a page: its heading and skeleton hold its place until the
 * shopper scrolls near it, and only then does it load, so the first paint costs only what is
 * above the fold. It renders in a deferred render the browser can interrupt.
 */
export function DeferredSection({
  title,
  skeleton,
  className,
  children,
}: DeferredSectionProps): ReactNode {
  const { ref, near } = useNearViewport<HTMLElement>();
  const shown = useDeferredValue(near);
  if (shown) return children();
  return (
    <SectionStandIn sectionRef={ref} title={title} skeleton={skeleton} className={className} />
  );
}
