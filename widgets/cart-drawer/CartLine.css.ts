import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/** The note on a line whose stock has run out. */
export const soldOut = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});
