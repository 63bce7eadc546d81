import type { ReactNode } from 'react';
import { CatalogSection } from '../../src/ui/catalog/CatalogSection';
import type { SectionRead } from '../../src/ui/souq/useSectionRead';

const NOT_YET: SectionRead<never> = { state: { status: 'idle' }, retry: () => undefined };

/** Props of `SectionStandIn`. */
export interface SectionStandInProps {
  title: string;
  /** The section's stand-ins, of its final size. */
  skeleton: ReactNode;
  className?: string | undefined;
}

/**
 * A home section's heading and skeleton while its code is on its way: what `DeferredSection`
 * shows before the shopper nears it, so nothing moves when the section itself takes over.
 */
export function SectionStandIn({ title, skeleton, className }: SectionStandInProps): ReactNode {
  return (
    <CatalogSection
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
