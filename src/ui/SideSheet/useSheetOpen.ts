import { useState } from 'react';

/**
 * Whether a sheet is open, and the setter its trigger and close controls use.
 * - No `open`: the drawer keeps its own state (the default).
 * - `open` with `onOpenChange`: fully controlled by the caller.
 * - `open` alone (the custom element's attribute): each change of the prop opens or closes the
 *   sheet, and the shopper can still close it, since nobody would answer `onOpenChange`.
 */
export function useSheetOpen(
  open: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [own, setOwn] = useState(open ?? false);
  const [seenProp, setSeenProp] = useState(open);
  // Adjusting state while rendering (not in an effect) keeps the drawer from flashing its old state.
  if (open !== seenProp) {
    setSeenProp(open);
    if (open !== undefined) setOwn(open);
  }
  const controlled = open !== undefined && onOpenChange !== undefined;
  const change = (next: boolean) => {
    if (!controlled) setOwn(next);
    onOpenChange?.(next);
  };
  return [controlled ? open : own, change];
}
