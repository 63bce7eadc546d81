import { style } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

/** The chosen photos, in a row that wraps. */
export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One chosen photo with its remove button on its corner. */
export const thumbnail = style({ position: 'relative', lineHeight: 0 });

/** The photo itself. */
export const picture = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/** The remove button, over the photo's inline-end top corner. */
export const remove = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.pill,
});

/** "Add photos": a label that looks like a secondary button and holds the file input. */
export const add = style({
  alignSelf: 'flex-start',
  selectors: { '&:has(input:focus-visible)': focusOutline },
});

/** Why photos were refused, one reason a line. */
export const refusals = style({ display: 'grid', gap: vars.space.xs });
