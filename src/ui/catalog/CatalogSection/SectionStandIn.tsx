import type { ReactNode, Ref } from 'react';
import type { SectionRead } from '../../souq/useSectionRead';
import { CatalogSection } from './CatalogSection';

const NOT_YET: SectionRead<never> = { state: { status: 'idle' }, retry: () => undefined };

/** Props of `SectionStandIn`. */
export interface SectionStandInProps {
  title: string;
  /** The section's stand-ins, of its final size. */
  skeleton: ReactNode;
  className?: string | undefined;
  /** The section element, for whoever watches where it is (`DeferredSection`). */
  sectionRef?: Ref<HTMLElement> | undefined;
}

/**
 * A section's heading and skeleton before the section itself can show: while its code is on its
 * way, or until the shopper nears it. It is the section's size, so nothing moves when the section
 * takes over.
 */
export function SectionStandIn({
  title,
  skeleton,
  className,
  sectionRef,
}: SectionStandInProps): ReactNode {
  return (
    <CatalogSection
      sectionRef={sectionRef}
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
