import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useCallback, useId, useRef, useState } from 'react';
import { IconButton } from '../IconButton';
import { useT } from '../souq/SouqProvider';
import { useOverlayContainer } from '../WidgetRoot/overlayContainer';
import * as css from './SideSheet.css';
import type { SheetSide } from './sheetSides';

/** Props of `SideSheet`. */
export interface SideSheetProps {
  open: boolean;
  /** Called with false when the shopper closes the sheet (close button, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** The edge it opens from; `end` by default (the right in English, the left in Arabic). */
  side?: SheetSide;
  /** The heading that names the sheet. */
  title: ReactNode;
  /** A line under the title that describes the sheet. */
  description?: ReactNode;
  /** Actions pinned under the scrolling body, e.g. proceed to checkout. */
  footer?: ReactNode;
  children: ReactNode;
  /** What gets the focus on opening; the close button by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The `::part()` name of the sheet's panel, for a page that embeds it in a shadow root. */
  part?: string | undefined;
}

/**
 * A modal panel sliding in from an edge of the screen. Focus stays inside while it is open and
 * returns to the opener when it closes; the page behind neither scrolls nor takes clicks.
 */
export function SideSheet({
  open,
  onOpenChange,
  side = 'end',
  title,
  description,
  footer,
  children,
  initialFocus,
  part,
}: SideSheetProps): ReactNode {
  const t = useT();
  const container = useOverlayContainer();
  const titleId = useId();
  const descriptionId = useId();
  const pressedBackdrop = useRef(false);
  const [scrolls, setScrolls] = useState(false);
  const observeBody = useCallback((body: HTMLDivElement | null) => {
    if (body === null) return;
    const measure = () => setScrolls(body.scrollHeight > body.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    if (body.firstElementChild !== null) observer.observe(body.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => onOpenChange(next),
  });
  // The backdrop closes the sheet itself: floating-ui treats an outside press as the shopper
  // moving on and would not give the focus back to the opener, which a modal must.
  const dismiss = useDismiss(context, { outsidePress: false });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  if (!open) return null;
  return (
    <FloatingPortal root={container}>
      <FloatingOverlay
        lockScroll
        className={css.backdrop}
        onMouseDown={(event) => {
          pressedBackdrop.current = event.target === event.currentTarget;
          // Keeps the focus in the sheet until the click closes it and sends it back.
          if (pressedBackdrop.current) event.preventDefault();
        }}
        onClick={(event) => {
          // A drag from inside the sheet that ends on the backdrop is not a backdrop click.
          if (pressedBackdrop.current && event.target === event.currentTarget) onOpenChange(false);
        }}
      >
        <FloatingFocusManager context={context} modal initialFocus={initialFocus ?? 0}>
          <div
            ref={refs.setFloating}
            className={`${css.panel} ${css.side[side]}`}
            data-side={side}
            part={part}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description === undefined ? undefined : descriptionId}
            {...getFloatingProps()}
          >
            <header className={css.header}>
              <div className={css.heading}>
                <h2 id={titleId} className={css.title}>
                  {title}
                </h2>
                {description === undefined ? null : (
                  <p id={descriptionId} className={css.description}>
                    {description}
                  </p>
                )}
              </div>
              <IconButton icon={X} label={t('Close')} onClick={() => onOpenChange(false)} />
            </header>
            <div
              ref={observeBody}
              className={css.body}
              // Content that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
              {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
            >
              <div>{children}</div>
            </div>
            {footer === undefined ? null : <footer className={css.footer}>{footer}</footer>}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
