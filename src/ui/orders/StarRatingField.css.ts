import { style } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

/** The five stars in a row. */
export const stars = style({ display: 'flex', gap: vars.space.xs });

/** One star: a radio button drawn as a star, large enough to tap. */
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.control,
  blockSize: vars.size.control,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': focusOutline,
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

/** A star up to the chosen rating, filled in the accent colour. */
export const lit = style({ color: vars.color.accent });
