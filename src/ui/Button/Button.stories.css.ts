import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Lays the gallery's buttons out in wrapping rows. */
export const gallery = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
