import type { ReactNode } from 'react';
import { HOVER_CARD_DELAY } from '../constants';
import type { Alignment, LogicalSide, TriggerElement } from '../floating';
import { HoverPopup } from '../floating/HoverPopup';
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

/** A hover card: a preview dialog 8 px from its trigger, on the spec's hover timing. */
const HOVER_CARD = { role: 'dialog', gap: 8, delay: HOVER_CARD_DELAY, className: card } as const;

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
  return (
    <HoverPopup {...HOVER_CARD} trigger={trigger} side={side} align={align} label={label}>
      {children}
    </HoverPopup>
  );
}
