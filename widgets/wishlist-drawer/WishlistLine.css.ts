import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/** One wished item: picture, then details, then actions, wrapping on a narrow sheet. */
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

/** The item's picture, with rounded corners. */
export const picture = style({
  flex: 'none',
  borderRadius: vars.radius.sm,
});

/** Name over price, taking the room the picture and actions leave. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 8rem',
  minInlineSize: 0,
});

/** The item's name. */
export const name = style({
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

/** Add to Cart (or Choose options) and the remove button, at the inline end. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});
