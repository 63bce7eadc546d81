import { style } from '@vanilla-extract/css';

/** Icons sit on the text's centre line and never shrink in a crowded row. */
export const icon = style({ flexShrink: 0, verticalAlign: 'middle' });

/**
 * Flips a directional icon (an arrow, a chevron) in right-to-left text, where "forward" and
 * "back" point the other way. It follows the `dir` the widget root sets.
 */
export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
