import { type ReactNode, type Ref, useId, useRef } from 'react';
import { Button } from '../../Button';
import { useT } from '../../souq';
import type { SectionRead } from '../../souq/useSectionRead';
import { VisuallyHidden } from '../../VisuallyHidden';
import * as css from './CatalogSection.css';

/** Props of `CatalogSection`. */
export interface CatalogSectionProps<T> {
  /** The h2 that names the section. */
  title: string;
  /** Keeps the title for screen readers only, for a section whose pictures speak for it. */
  titleHidden?: boolean | undefined;
  /** The section's server read. */
  read: SectionRead<T>;
  /** Whether a reply has nothing to show; the whole section is then left out. */
  isEmpty: (data: T) => boolean;
  /** Stand-ins of the final size, shown while the read is under way. */
  skeleton: ReactNode;
  /** What the heading row adds once the data is there (a countdown, a See All link). */
  aside?: ((data: T) => ReactNode) | undefined;
  className?: string | undefined;
  /** The section element, e.g. to watch it come into view. */
  sectionRef?: Ref<HTMLElement> | undefined;
  /** The content, given the data and the heading's id (to name a list or strip by it). */
  children: (data: T, headingId: string) => ReactNode;
}

/**
 * One section of a catalog page (home, product, store …), named by its h2: a skeleton while it loads, a translated failure
 * with Try again when it fails, nothing at all when the shop has nothing for it.
 */
export function CatalogSection<T>({
  title,
  titleHidden,
  read,
  isEmpty,
  skeleton,
  aside,
  className,
  sectionRef,
  children,
}: CatalogSectionProps<T>): ReactNode {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = read;
  if (state.status === 'success' && isEmpty(state.data)) return null;

  const retry = () => {
    // The pressed button gives way to the skeleton; the heading keeps the keyboard user's place.
    heading.current?.focus();
    read.retry();
  };
  const classes = className ? `${css.section} ${className}` : css.section;
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || state.status === 'idle'}
      className={classes}
    >
      <div className={titleHidden ? css.headerHidden : css.header}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={css.title}>
          {titleHidden ? <VisuallyHidden>{title}</VisuallyHidden> : title}
        </h2>
        {state.status === 'success' && aside ? aside(state.data) : null}
      </div>
      {body()}
    </section>
  );

  function body(): ReactNode {
    switch (state.status) {
      case 'idle':
      case 'loading':
        return (
          <div aria-hidden="true" className={css.loading}>
            {skeleton}
          </div>
        );
      case 'error':
        return (
          <div className={css.failure}>
            <p className={css.failureText}>{t('This section could not be loaded.')}</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('Try again')}
            </Button>
          </div>
        );
      case 'success':
        return children(state.data, headingId);
      default:
        return state satisfies never;
    }
  }
}
