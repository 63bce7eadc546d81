import {
  autoUpdate,
  offset,
  type ReferenceType,
  shift,
  size,
  type UseFloatingReturn,
  useFloating,
} from '@floating-ui/react';
import { DROPDOWN_MAX_HEIGHT_PX } from './SearchBox.css';

/** Space between the field and the dropdown, in CSS pixels. */
const GAP_PX = 4;

/** Space the dropdown keeps from the viewport's edges, in CSS pixels. */
const EDGE_PX = 8;

/**
 * Places the dropdown under the field, as wide as it and no taller than 400 px or the room left
 * below it. Fixed positioning lets it overhang a header that clips its overflow, while it stays
 * next to the input in the DOM, so Tab goes from the input into it.
 */
export function useDropdownPosition(open: boolean): UseFloatingReturn<ReferenceType> {
  return useFloating({
    open,
    strategy: 'fixed',
    placement: 'bottom-start',
    middleware: [
      offset(GAP_PX),
      shift({ padding: EDGE_PX }),
      size({
        padding: EDGE_PX,
        apply({ rects, availableHeight, elements }) {
          // Measured sizes cannot live in a stylesheet; the stylesheet holds the 400 px cap too.
          const height = Math.max(0, Math.min(DROPDOWN_MAX_HEIGHT_PX, availableHeight));
          elements.floating.style.inlineSize = `${rects.reference.width}px`;
          elements.floating.style.maxBlockSize = `${height}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
}
