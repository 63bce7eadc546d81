import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Lines the sample pictures up, wrapping on narrow screens. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});
