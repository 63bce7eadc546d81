import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/** The widget: its controls in one row that wraps on a narrow card. */
export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

/** A short state beside the controls: "In cart", "Out of stock". */
export const status = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** "In cart" with the quantity stepper. */
export const inCart = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** What went wrong loading the item, with the button to try again. */
export const failure = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The failure's message. */
export const failureText = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  textAlign: 'start',
});
