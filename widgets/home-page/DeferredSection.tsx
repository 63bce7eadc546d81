import type { ReactNode } from 'react';
import { CatalogSection } from '../../src/ui/catalog/CatalogSection';
import { useNearViewport } from '../../src/ui/hooks/useNearViewport';
import type { SectionRead } from '../../src/ui/souq';

const NOT_YET: SectionRead<never> = { state: { status: 'idle' }, retry: () => undefined };

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
 * A section further down the page: its heading and skeleton hold its place until the shopper
 * scrolls near it, and only then does it load. The first paint then costs the banners and the
 * categories, not every card of the page.
 */
export function DeferredSection({
  title,
  skeleton,
  className,
  children,
}: DeferredSectionProps): ReactNode {
  const { ref, near } = useNearViewport<HTMLElement>();
  if (near) return children();
  return (
    <CatalogSection
      sectionRef={ref}
      title={title}
      read={NOT_YET}
      isEmpty={() => false}
      skeleton={skeleton}
      className={className}
    >
      {() => null}
    </CatalogSection>
  );
}
