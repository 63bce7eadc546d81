/**
 * Edges a sheet can open from. `start` and `end` follow the text (`end` is the right in English
 * and the left in Arabic); `left` and `right` are physical, for when the screen edge is the point.
 */
export const SHEET_SIDES = ['top', 'bottom', 'start', 'end', 'left', 'right'] as const;

/** One edge a sheet can open from. */
export type SheetSide = (typeof SHEET_SIDES)[number];
