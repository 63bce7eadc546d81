import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * The stack in the block-end, inline-end corner: bottom right in English, bottom left in Arabic.
 * It lets clicks through where there is no toast.
 */
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.layer.overlay,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))`,
  pointerEvents: 'none',
});

/**
 * One live region's toasts, newest nearest the corner. An empty region stays rendered (a hidden
 * live region announces nothing when it fills) but takes no room.
 */
export const region = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  selectors: { '&:not(:empty) ~ &:not(:empty)': { marginBlockStart: vars.space.sm } },
});

/** One toast: an optional status icon, the message and a dismiss button. */
export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 6px 20px ${vars.color.shadow}`,
  pointerEvents: 'auto',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${enter} ${vars.motion.duration} ease-out`,
    },
  },
});

/** A fixed box for the status mark, so icon and spinner messages line up. */
export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
});

/** The colour of the status icon per kind. */
export const tone = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  neutral: { color: vars.color.textMuted },
});

/** The message text, taking the room the icon and button leave. */
export const message = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  margin: 0,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
