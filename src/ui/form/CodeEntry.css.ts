import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The boxes, Verify under them, then the way to a new code. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
});

/** Verify spans the boxes' width on a phone and stays modest wider. */
export const submit = style({ alignSelf: 'center', minInlineSize: '12rem' });

/** The countdown and Resend code, centred under Verify. */
export const resend = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

/** How long until a new code may be asked for. */
export const wait = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
