import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The track the fill grows along. */
export const track = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '0.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

/** The fill: a block at the inline-start edge, so it grows rightward in English, leftward in Arabic. */
export const fillBase = style({
  display: 'block',
  blockSize: '100%',
  borderRadius: 'inherit',
  backgroundColor: vars.color.accent,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `inline-size ${vars.motion.duration} ease-out`,
    },
  },
});

/**
 * One class per whole percent. A strict CSP blocks inline styles, so the width cannot be written
 * on the element; 101 one-line rules cost less than a CSP exception.
 */
export const fillWidth = styleVariants(
  Object.fromEntries(
    Array.from({ length: 101 }, (_, percent) => [percent, { inlineSize: `${percent}%` }]),
  ),
);
