import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

/** A cart line: picture, details, then the actions, on one row that wraps on narrow sheets. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"image details" "image actions"',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

/** The item picture. */
export const image = style({ gridArea: 'image', borderRadius: vars.radius.sm });

/** Name, variation, unit price and stock note, stacked. */
export const details = style({
  gridArea: 'details',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  textAlign: 'start',
});

/** The item name, a link to its product page. */
export const name = style({
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      ...focusOutline,
      borderRadius: vars.radius.sm,
    },
  },
});

/** The chosen variation, muted. */
export const variation = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** The note on a line whose stock has run out. */
export const soldOut = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

/** The stepper and the remove button, the remove button at the inline end. */
export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
