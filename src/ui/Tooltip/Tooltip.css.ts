import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const appear = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

/** The tooltip bubble: short text on an inverted surface, above every other overlay. */
export const tooltip = style({
  zIndex: vars.layer.overlay,
  maxInlineSize: '16rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  textAlign: 'start',
  boxShadow: `0 2px 8px ${vars.color.shadow}`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${appear} ${vars.motion.duration} ease-out`,
    },
  },
});
