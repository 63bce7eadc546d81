import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../src/ui/theme/vars.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

const appear = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

/** The thin bar along the top edge of the viewport. */
export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.layer.overlay,
  blockSize: '3px',
  overflow: 'hidden',
  background: vars.color.accentSoft,
});

export const runner = style({
  display: 'block',
  inlineSize: '40%',
  blockSize: '100%',
  background: vars.color.accent,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${slide} 1.1s ease-in-out infinite`,
    },
  },
  selectors: {
    // The runner travels from the inline start, so it runs the other way in Arabic.
    '[dir="rtl"] &': { animationDirection: 'reverse' },
  },
});

/**
 * Blocks clicks on the page that is being left. It fades in only after a moment, so a fast
 * navigation does not flash, while it blocks from the first instant.
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: `calc(${vars.layer.overlay} - 1)`,
  background: vars.color.backdrop,
  opacity: 0,
  cursor: 'progress',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${appear} 200ms ease-out 250ms forwards`,
    },
    '(prefers-reduced-motion: reduce)': {
      opacity: 0.6,
    },
  },
});
