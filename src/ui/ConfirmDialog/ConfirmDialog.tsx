import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { useT } from '../souq/SouqProvider';
import { useOverlayContainer } from '../WidgetRoot/overlayContainer';
import * as css from './ConfirmDialog.css';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the shopper cancels, or once the confirmation has succeeded. */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Are you sure you want to remove this item?". */
  title: ReactNode;
  /** What saying yes will do. */
  description?: ReactNode;
  /** The confirm button's text; the translated "Yes" by default. */
  confirmLabel?: string;
  /**
   * Does what was confirmed. While the promise it returns is pending both buttons are disabled
   * and Yes spins; the dialog closes when it resolves and stays open when it rejects, so the
   * caller reports the failure (e.g. with a toast) and the shopper can try again.
   */
  onConfirm: () => Promise<unknown>;
  /** The `::part()` name of the dialog's surface, for a page that embeds it in a shadow root. */
  part?: string | undefined;
}

/**
 * Asks the shopper to confirm an action, as an alert dialog: focus starts on Cancel, stays inside
 * and returns to the opener; Escape cancels unless the action is already running.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  part,
}: ConfirmDialogProps): ReactNode {
  const t = useT();
  const container = useOverlayContainer();
  const titleId = useId();
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => onOpenChange(next),
  });
  // An alert dialog waits for an answer: a press outside it is not one.
  const dismiss = useDismiss(context, { escapeKey: !pending, outsidePress: false });
  const role = useRole(context, { role: 'alertdialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  function cancel(): void {
    if (!pending) onOpenChange(false);
  }

  async function confirm(): Promise<void> {
    if (pending) return;
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller owns the failure and has reported it; staying open lets the shopper retry.
    } finally {
      setPending(false);
    }
  }

  if (!open) return null;
  return (
    <FloatingPortal root={container}>
      <FloatingOverlay lockScroll className={css.backdrop}>
        <FloatingFocusManager context={context} modal initialFocus={cancelRef}>
          <div
            ref={refs.setFloating}
            className={css.panel}
            part={part}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description === undefined ? undefined : descriptionId}
            {...getFloatingProps()}
          >
            <h2 id={titleId} className={css.title}>
              {title}
            </h2>
            {description === undefined ? null : (
              <p id={descriptionId} className={css.description}>
                {description}
              </p>
            )}
            <div className={css.actions}>
              <Button
                ref={cancelRef}
                variant="secondary"
                aria-disabled={pending || undefined}
                onClick={cancel}
              >
                {t('Cancel')}
              </Button>
              <Button loading={pending} onClick={() => void confirm()}>
                {confirmLabel ?? t('Yes')}
              </Button>
            </div>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
