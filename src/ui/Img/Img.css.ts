import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * Image and placeholder share one box: the width and height attributes give the aspect ratio, and
 * the box shrinks with its container instead of overflowing it.
 */
export const box = style({
  display: 'block',
  maxInlineSize: '100%',
  blockSize: 'auto',
});

/** How the picture fills its box. */
export const fit = styleVariants({
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
});

/** The placeholder's tile. */
export const tile = style({ fill: vars.color.surfaceMuted });

/** The placeholder's "no image" mark. */
export const mark = style({ color: vars.color.textMuted });
