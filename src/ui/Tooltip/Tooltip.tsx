import type { ReactNode } from 'react';
import { TOOLTIP_DELAY } from '../constants';
import type { LogicalSide, TriggerElement } from '../floating';
import { HoverPopup } from '../floating/HoverPopup';
import { tooltip } from './Tooltip.css';
import { useInTooltipGroup } from './TooltipGroup';

/** Props of `Tooltip`. */
export interface TooltipProps {
  /** The short description shown in the bubble and given to the trigger as its description. */
  content: ReactNode;
  /** The one focusable element the tooltip describes. */
  children: TriggerElement;
  /** Which side of the trigger the bubble prefers; start and end follow the text direction. */
  side?: LogicalSide;
}

/** A tooltip: a bubble 6 px from its trigger that closes once the pointer has left both. */
const TOOLTIP = {
  role: 'tooltip',
  align: 'center',
  gap: 6,
  delay: { open: TOOLTIP_DELAY.open, close: 0 },
  className: tooltip,
} as const;

/**
 * A short description of its trigger: shown after the pointer rests on it for
 * TOOLTIP_DELAY.open, or at once on keyboard focus; Escape hides it.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps): ReactNode {
  const grouped = useInTooltipGroup();
  return (
    <HoverPopup {...TOOLTIP} trigger={children} side={side} grouped={grouped}>
      {content}
    </HoverPopup>
  );
}
