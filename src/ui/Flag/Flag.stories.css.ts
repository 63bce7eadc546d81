import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The list of sample flags. */
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
});

/** One flag and its country's name. */
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
