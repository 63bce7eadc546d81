import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  safePolygon,
  shift,
  useDelayGroup,
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
import { useSouq } from '../souq/SouqProvider';
import { useOverlayContainer } from '../WidgetRoot/overlayContainer';
import { type Alignment, type LogicalSide, physicalPlacement } from './logicalPlacement';
import type { TriggerElement } from './triggerElement';

/** How far a popup keeps from the edges of the viewport when it is shifted into view, in px. */
const VIEWPORT_PADDING = 8;

/** Props of `HoverPopup`. */
export interface HoverPopupProps {
  /** The one focusable element the popup belongs to. */
  trigger: TriggerElement;
  /** `tooltip` describes the trigger; `dialog` is a preview that may hold links and buttons. */
  role: 'tooltip' | 'dialog';
  /** Which side of the trigger the popup prefers; start and end follow the text direction. */
  side: LogicalSide;
  /** How the popup lines up along that side; start and end follow the text direction. */
  align: Alignment;
  /** The gap between the trigger and the popup, in px. */
  gap: number;
  /** How long the pointer rests before the popup opens, and lingers away before it closes. */
  delay: { open: number; close: number };
  /** Inside a `FloatingDelayGroup`, the group's delay replaces `delay` (a toolbar of tooltips). */
  grouped?: boolean | undefined;
  /** The popup's accessible name, for a dialog. */
  label?: string | undefined;
  className: string;
  children: ReactNode;
}

/**
 * The floating wiring the tooltip and the hover card share: the popup opens after the pointer
 * rests on its trigger or at once on keyboard focus, may be reached by the pointer across the
 * gap (WCAG 1.4.13), closes on Escape, is placed on a logical side that follows the text
 * direction, and renders in the widget's overlay container. A dialog popup is left in the tab
 * order after its trigger without taking the focus when it opens.
 */
export function HoverPopup({
  trigger,
  role,
  side,
  align,
  gap,
  delay,
  grouped = false,
  label,
  className,
  children,
}: HoverPopupProps): ReactNode {
  useSignals();
  const { locale } = useSouq();
  const container = useOverlayContainer();
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: physicalPlacement(side, align, locale.direction.value),
    middleware: [offset(gap), flip(), shift({ padding: VIEWPORT_PADDING })],
    whileElementsMounted: autoUpdate,
  });
  const group = useDelayGroup(context, { enabled: grouped });
  const hover = useHover(context, {
    move: false,
    delay: grouped ? group.delay : delay,
    handleClose: safePolygon(),
  });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const roleProps = useRole(context, { role });
  const interactions = useInteractions([hover, focus, dismiss, roleProps]);
  const triggerRef = useMergeRefs([refs.setReference, trigger.props.ref]);

  const popup = (
    <div
      ref={refs.setFloating}
      className={className}
      aria-label={label}
      // Positions are measured at run time, so they cannot live in a stylesheet.
      style={floatingStyles}
      {...interactions.getFloatingProps()}
    >
      {children}
    </div>
  );
  return (
    <>
      {cloneElement(trigger, interactions.getReferenceProps({ ...trigger.props, ref: triggerRef }))}
      {open && (
        <FloatingPortal root={container}>
          {role === 'dialog' ? (
            // Not modal and not focused on opening: the shopper keeps reading where they were.
            <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
              {popup}
            </FloatingFocusManager>
          ) : (
            popup
          )}
        </FloatingPortal>
      )}
    </>
  );
}
