import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The star and the number, on one line. */
export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
});

/** The star, filled in the accent colour. */
export const star = style({ color: vars.color.accent, fill: 'currentColor' });
