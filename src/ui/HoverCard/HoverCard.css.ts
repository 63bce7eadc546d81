import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/** The card: a raised surface next to its trigger, wide enough for a short preview. */
export const card = style({
  zIndex: vars.layer.overlay,
  maxInlineSize: 'min(20rem, calc(100vw - 1rem))',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  textAlign: 'start',
  boxShadow: `0 8px 24px ${vars.color.shadow}`,
  ':focus-visible': {
    outline: `2px solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${appear} ${vars.motion.duration} ease-out`,
    },
  },
});
