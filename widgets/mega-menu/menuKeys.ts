/*
 * The mega-menu's keyboard model, kept apart from React so every rule can be checked for all
 * shapes of the category tree: Down and Up walk a column, Home and End jump to its ends, the
 * inline-end arrow enters the active parent's children and the inline-start arrow comes back.
 */

/** The two columns of the panel: the parent categories and the active parent's children. */
export type MenuColumn = 'parents' | 'children';

/** Where the focus is: a column and the index of the entry in it. */
export interface MenuPosition {
  column: MenuColumn;
  index: number;
}

/** What the keyboard model needs to know of the panel as it is now. */
export interface MenuShape {
  parentCount: number;
  /** The entries of the active parent's pane: its children and the See All link. */
  childCount: number;
  /** The parent whose children show; the inline-start arrow returns to it. */
  activeParent: number;
  direction: 'ltr' | 'rtl';
}

/** The result of a key: a new position, closing the panel, or nothing (the key is not ours). */
export type MenuStep = MenuPosition | 'close' | null;

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Whether `key` points toward the inline end (right in English, left in Arabic). */
function isInlineEnd(key: string, direction: MenuShape['direction']): boolean {
  return key === (direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
}

/** Whether `key` points toward the inline start (left in English, right in Arabic). */
function isInlineStart(key: string, direction: MenuShape['direction']): boolean {
  return key === (direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft');
}

/** Where a key moves the focus from `at`, wrapping at the ends of a column. */
export function menuStep(key: string, at: MenuPosition, shape: MenuShape): MenuStep {
  const count = at.column === 'parents' ? shape.parentCount : shape.childCount;
  if (key === 'Escape') return 'close';
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return { column: at.column, index: wrap(at.index + 1, count) };
    case 'ArrowUp':
      return { column: at.column, index: wrap(at.index - 1, count) };
    case 'Home':
      return { column: at.column, index: 0 };
    case 'End':
      return { column: at.column, index: count - 1 };
  }
  if (isInlineEnd(key, shape.direction) && at.column === 'parents' && shape.childCount > 0) {
    return { column: 'children', index: 0 };
  }
  if (isInlineStart(key, shape.direction) && at.column === 'children') {
    return { column: 'parents', index: shape.activeParent };
  }
  return null;
}
