import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/** The wished items, one under the other, without list bullets. */
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A centred message in the sheet: empty wishlist, loading, or the sign-in prompt. */
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

/** The message's text. */
export const messageText = style({
  margin: 0,
  color: vars.color.textMuted,
});
