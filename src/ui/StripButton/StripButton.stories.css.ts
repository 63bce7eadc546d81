import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A short strip that holds more than it shows, between its two buttons. */
export const frame = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxInlineSize: '20rem',
});

/** The strip itself: one line of tiles scrolling sideways. */
export const strip = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flex: 1,
});

/** One tile of the sample strip. */
export const tile = style({
  flex: '0 0 5rem',
  blockSize: '3rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});
