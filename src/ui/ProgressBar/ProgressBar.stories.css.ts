import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Text above its bar, at a drawer's width. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxInlineSize: vars.size.sheet,
});
