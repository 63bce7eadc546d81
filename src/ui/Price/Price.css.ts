import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The price line: the price to pay, then what it was, on one baseline. */
export const price = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** The price to pay. */
export const current = style({ fontWeight: vars.font.weightBold });

/** The struck-through price before the discount: smaller and muted so the new one leads. */
export const original = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  textDecorationLine: 'line-through',
});
