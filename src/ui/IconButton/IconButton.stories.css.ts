import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Lines the sample buttons up with room for their bubbles. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.sm,
});
