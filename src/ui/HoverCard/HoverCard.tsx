import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { useSignals } from '@preact/signals-react/runtime';
import { cloneElement, type ReactNode, useState } from 'react';
import { directionOf } from '../../core/i18n';
import { HOVER_CARD_DELAY } from '../constants';
import { useSouq } from '../souq/SouqProvider';
import { type Alignment, type LogicalSide, physicalPlacement } from '../Tooltip/logicalPlacement';
import type { TriggerElement } from '../Tooltip/Tooltip';
import { useOverlayContainer } from '../WidgetRoot/overlayContainer';
import { card } from './HoverCard.css';

/** Props of `HoverCard`. */
export interface HoverCardProps {
  /** The one focusable element the card previews, e.g. a store link. */
  trigger: TriggerElement;
  /** The card's accessible name. */
  label: string;
  /** The preview; it may hold links and buttons, reached with Tab from the trigger. */
  children: ReactNode;
  /** Which side of the trigger the card prefers; start and end follow the text direction. */
  side?: LogicalSide;
  /** How the card lines up along that side; start and end follow the text direction. */
  align?: Alignment;
}

/**
 * A preview that opens HOVER_CARD_DELAY.open after the pointer rests on its trigger, or at once
 * when the trigger gets keyboard focus, and closes HOVER_CARD_DELAY.close after the pointer
 * leaves both; the pointer may cross the gap into the card. Escape closes it.
 */
export function HoverCard({
  trigger,
  label,
  children,
  side = 'bottom',
  align = 'start',
}: HoverCardProps): ReactNode {
  useSignals();
  const { store } = useSouq();
  const container = useOverlayContainer();
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: physicalPlacement(side, align, directionOf(store.language.value)),
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, {
    move: false,
    delay: HOVER_CARD_DELAY,
    handleClose: safePolygon(),
  });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const triggerRef = useMergeRefs([refs.setReference, trigger.props.ref]);

  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref: triggerRef }))}
      {open && (
        <FloatingPortal root={container}>
          {/* Not modal and not focused on opening: the shopper keeps reading where they were. */}
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <div
              ref={refs.setFloating}
              className={card}
              aria-label={label}
              // Positions are measured at run time, so they cannot live in a stylesheet.
              style={floatingStyles}
              {...getFloatingProps()}
            >
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
