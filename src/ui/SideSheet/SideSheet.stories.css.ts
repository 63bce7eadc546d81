import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Sample rows, tall enough together to make the body scroll. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One sample row. */
export const row = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

/** Room around the opener. */
export const stage = style({ padding: vars.space.xl });
