import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The pill: bold light text on the danger colour, one line high. */
export const badge = style({
  display: 'inline-block',
  paddingBlock: '0.125rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.surface,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.4,
});
