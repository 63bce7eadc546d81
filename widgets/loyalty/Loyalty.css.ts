import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The conversion: its heading, the rate, the count of points, what they make, and Convert. */
export const convert = style([cardSurface, { display: 'grid', gap: vars.space.sm }]);

/** 'Convert points to wallet money': the conversion's h2. */
export const convertTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** The rate and the minimum, muted, one per line. */
export const terms = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** The count and the button on one line where there is room, the button under it otherwise. */
export const convertRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'start',
  gap: vars.space.sm,
});

/** The count field, as wide as the row allows. */
export const pointsField = style({ flex: '1 1 12rem', minInlineSize: 0 });

/** The button, level with the field's input (below its label). */
export const convertButton = style({ marginBlockStart: '1.75em' });

/** What the points typed make, in bold; kept in place while empty so nothing jumps. */
export const preview = style({
  display: 'block',
  minBlockSize: '1.5em',
  fontWeight: vars.font.weightBold,
});

/**
 * The balances' live region before any conversion: empty, and out of the page's flow so it adds
 * no margins and no gap of the page's column between the balance and the conversion (it stays in
 * the accessibility tree, where its later words are read out).
 */
export const quiet = style({ position: 'absolute', margin: 0 });

/** The balances after a conversion, in the success colour's border. */
export const converted = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
});
