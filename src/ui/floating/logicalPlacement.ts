import type { Placement, Side } from '@floating-ui/react';

/** Where a floating element sits relative to its trigger; start and end follow the text. */
export const LOGICAL_SIDES = ['top', 'bottom', 'start', 'end'] as const;

/** One logical side of a trigger. */
export type LogicalSide = (typeof LOGICAL_SIDES)[number];

/** How a floating element lines up along its side; start and end follow the text. */
export const ALIGNMENTS = ['start', 'center', 'end'] as const;

/** One alignment along a side. */
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * The floating-ui placement for a logical side and alignment. Only the side needs translating:
 * floating-ui already mirrors a start or end alignment on the top and bottom sides in RTL.
 */
export function physicalPlacement(
  side: LogicalSide,
  align: Alignment,
  direction: 'ltr' | 'rtl',
): Placement {
  const physicalSide = physicalSideOf(side, direction);
  return align === 'center' ? physicalSide : `${physicalSide}-${align}`;
}

function physicalSideOf(side: LogicalSide, direction: 'ltr' | 'rtl'): Side {
  switch (side) {
    case 'top':
    case 'bottom':
      return side;
    case 'start':
      return direction === 'rtl' ? 'right' : 'left';
    case 'end':
      return direction === 'rtl' ? 'left' : 'right';
    default:
      return side satisfies never;
  }
}
