import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** The dimmed page behind the dialog. */
export const backdrop = style({
  zIndex: vars.layer.overlay,
  backgroundColor: vars.color.backdrop,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${fadeIn} ${vars.motion.duration} ease-out`,
    },
  },
});

/** The dialog box, centred on the screen whatever its height. */
export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  margin: 'auto',
  blockSize: 'fit-content',
  maxBlockSize: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))`,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
  textAlign: 'start',
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${rise} ${vars.motion.duration} ease-out`,
    },
  },
});

/** The question. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

/** What happens if the shopper says yes. */
export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** Cancel and Yes, at the inline end; they wrap under each other on narrow screens. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
