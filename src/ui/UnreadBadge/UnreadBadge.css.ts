import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A pill with the count, pushed to the end of its row. */
export const badge = style({
  marginInlineStart: 'auto',
  minInlineSize: '1.5em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.5,
  textAlign: 'center',
});
