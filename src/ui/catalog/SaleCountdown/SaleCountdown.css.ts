import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** "Ends in" and the ticking time. */
export const countdown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

/** The hh:mm:ss digits, in fixed-width figures so they do not jiggle as they tick. */
export const timer = style({
  paddingBlock: '0.125rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.surface,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
