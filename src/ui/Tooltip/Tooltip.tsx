import {
  autoUpdate,
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
import {
  cloneElement,
  type HTMLProps,
  type ReactElement,
  type ReactNode,
  type Ref,
  useState,
} from 'react';
import { directionOf } from '../../core/i18n';
import { TOOLTIP_DELAY } from '../constants';
import { useSouq } from '../souq/SouqProvider';
import { useOverlayContainer } from '../WidgetRoot/overlayContainer';
import { type LogicalSide, physicalPlacement } from './logicalPlacement';
import { tooltip } from './Tooltip.css';
import { useInTooltipGroup } from './TooltipGroup';

/** An element that can anchor a floating piece: it takes a ref and DOM props. */
export type TriggerElement = ReactElement<HTMLProps<HTMLElement> & { ref?: Ref<HTMLElement> }>;

/** Props of `Tooltip`. */
export interface TooltipProps {
  /** The short description shown in the bubble and given to the trigger as its description. */
  content: ReactNode;
  /** The one focusable element the tooltip describes. */
  children: TriggerElement;
  /** Which side of the trigger the bubble prefers; start and end follow the text direction. */
  side?: LogicalSide;
}

/**
 * A short description of its trigger: shown after the pointer rests on it for
 * TOOLTIP_DELAY.open, or at once on keyboard focus; Escape hides it.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps): ReactNode {
  useSignals();
  const { store } = useSouq();
  const container = useOverlayContainer();
  const grouped = useInTooltipGroup();
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: physicalPlacement(side, 'center', directionOf(store.language.value)),
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const group = useDelayGroup(context, { enabled: grouped });
  const hover = useHover(context, {
    move: false,
    delay: grouped ? group.delay : { open: TOOLTIP_DELAY.open, close: 0 },
    // WCAG 1.4.13: the pointer may move onto the bubble without it disappearing.
    handleClose: safePolygon(),
  });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const triggerRef = useMergeRefs([refs.setReference, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: triggerRef }))}
      {open && (
        <FloatingPortal root={container}>
          <div
            ref={refs.setFloating}
            className={tooltip}
            // Positions are measured at run time, so they cannot live in a stylesheet.
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
