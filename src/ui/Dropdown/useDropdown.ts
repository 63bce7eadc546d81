import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useRef, useState } from 'react';

/** How a dropdown list behaves. */
export interface DropdownOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * `menu` gives the panel and its items the menu roles; `listbox` leaves the roles to the
   * caller, whose options carry their own `role="option"` and selection.
   */
  kind: 'menu' | 'listbox';
  /** The item marked as chosen, where arrow keys start (a listbox's current value). */
  selectedIndex?: number | null;
}

/** What a dropdown hands to its button, its panel and each of its items. */
export interface Dropdown {
  refs: ReturnType<typeof useFloating>['refs'];
  context: ReturnType<typeof useFloating>['context'];
  floatingStyles: ReturnType<typeof useFloating>['floatingStyles'];
  getReferenceProps: ReturnType<typeof useInteractions>['getReferenceProps'];
  getFloatingProps: ReturnType<typeof useInteractions>['getFloatingProps'];
  /** The props of item `index`: roving focus, arrow-key order, and what a click does. */
  itemProps(index: number, onClick: () => void): Record<string, unknown>;
}

/**
 * A button that opens a list under it (floating-ui): a click toggles it, Escape and an outside
 * click close it, arrow keys move through the items with roving focus and wrap around.
 * Render the list with `DropdownPanel`.
 */
export function useDropdown({
  open,
  onOpenChange,
  kind,
  selectedIndex = null,
}: DropdownOptions): Dropdown {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    // floating-ui mirrors a start alignment itself in right-to-left text.
    placement: 'bottom-start',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu', enabled: kind === 'menu' }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      selectedIndex,
      onNavigate: setActiveIndex,
      loop: true,
      // Disabled items stay reachable, so what they say about themselves is heard.
      disabledIndices: [],
    }),
  ]);
  return {
    refs,
    context,
    floatingStyles,
    getReferenceProps,
    getFloatingProps,
    itemProps: (index, onClick) => ({
      ...(kind === 'menu' ? { role: 'menuitem' } : {}),
      tabIndex: index === activeIndex ? 0 : -1,
      ...getItemProps({
        ref: (element: HTMLElement | null) => {
          listRef.current[index] = element;
        },
        onClick,
      }),
    }),
  };
}
