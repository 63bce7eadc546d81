/*
 * The kit's one keyboard focus ring. Every focusable piece draws it the same way, in the theme's
 * focus colour (a blue that stands out on the light and on the dark surfaces alike), so a
 * keyboard user learns one sign of where they are. Styles put it under their own focus selector:
 * `selectors: { '&:focus-visible': focusOutline }`.
 */
import { vars } from './vars.css';

/** The ring's declarations: 2 px of the focus colour, just outside the element's edge. */
export const focusOutline = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/**
 * The same ring just inside the edge, for rows of a menu, list or strip whose scrolling box
 * would cut off a ring drawn outside.
 */
export const focusOutlineInset = { ...focusOutline, outlineOffset: '-2px' } as const;
