import { style } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

/** The thumbnails, in rows that wrap. */
export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** A thumbnail that opens the picture full size in the viewer. */
export const thumbnail = style({
  display: 'block',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&:focus-visible': focusOutline },
});
