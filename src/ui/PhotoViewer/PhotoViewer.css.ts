import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The dimmed page behind the viewer. */
export const backdrop = style({
  zIndex: vars.layer.overlay,
  backgroundColor: vars.color.backdrop,
});

/** The viewer: as large as the screen allows, centred, its picture filling what is left. */
export const viewer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  margin: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: `min(60rem, calc(100vw - 2 * ${vars.space.md}))`,
  blockSize: `min(48rem, calc(100dvh - 2 * ${vars.space.md}))`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
  outline: 'none',
});

/** 'Photo 2 of 3' and Close, on one line. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The viewer's name. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

/** The picture, whole, in the space between the bar and the steps. */
export const picture = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: vars.radius.md,
});

/** Previous and Next, at either end. */
export const steps = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
