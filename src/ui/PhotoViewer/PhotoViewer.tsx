import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Img } from '../Img';
import { useT } from '../souq';
import { useOverlayContainer } from '../WidgetRoot/overlayContainer';
import * as css from './PhotoViewer.css';

/** The viewer's picture box in CSS pixels; the picture fits inside it, its shape kept. */
const VIEWER_SIZE = 960;

/** Props of `PhotoViewer`. */
export interface PhotoViewerProps {
  /** The pictures, in their order. */
  photos: readonly string[];
  /** The picture shown, or null while the viewer is closed. */
  shown: number | null;
  /** Shows another picture, or closes the viewer (null). */
  onShow: (index: number | null) => void;
}

/**
 * Pictures full size, in the page: a modal dialog named 'Photo 2 of 3', Close first
 * in focus, Previous and Next when there are several. Escape or a press outside closes it, and
 * the focus goes back to the thumbnail that opened it.
 */
export function PhotoViewer({ photos, shown, onShow }: PhotoViewerProps): ReactNode {
  const t = useT();
  const container = useOverlayContainer();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = shown !== null && photos[shown] !== undefined;
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onShow(null);
    },
  });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  if (!open) return null;
  const count = photos.length;
  const step = (by: number) => onShow((shown + by + count) % count);
  return (
    <FloatingPortal root={container}>
      <FloatingOverlay lockScroll className={css.backdrop}>
        <FloatingFocusManager context={context} modal initialFocus={closeRef}>
          <div
            ref={refs.setFloating}
            className={css.viewer}
            aria-modal="true"
            aria-labelledby={titleId}
            {...getFloatingProps()}
          >
            <div className={css.bar}>
              <h2 id={titleId} className={css.title}>
                {t('Photo {number} of {count}', { number: shown + 1, count })}
              </h2>
              <IconButton
                ref={closeRef}
                icon={X}
                label={t('Close')}
                variant="ghost"
                onClick={() => onShow(null)}
              />
            </div>
            <Img
              src={photos[shown]}
              alt={t('Photo {number}', { number: shown + 1 })}
              width={VIEWER_SIZE}
              height={VIEWER_SIZE}
              fit="contain"
              loading="eager"
              className={css.picture}
            />
            {count > 1 ? (
              <div className={css.steps}>
                <Button variant="secondary" onClick={() => step(-1)}>
                  <Icon icon={ChevronLeft} size={16} mirrorInRtl />
                  {t('Previous')}
                </Button>
                <Button variant="secondary" onClick={() => step(1)}>
                  {t('Next')}
                  <Icon icon={ChevronRight} size={16} mirrorInRtl />
                </Button>
              </div>
            ) : null}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
