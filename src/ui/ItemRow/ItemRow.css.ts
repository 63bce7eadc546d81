import { style, styleVariants } from '@vanilla-extract/css';
import { quietLink } from '../theme/links.css';
import { vars } from '../theme/vars.css';

/** Side of the square picture per row size, in CSS pixels. */
export const PICTURE_SIZES = { md: 64, sm: 40 } as const;

/** What every row shares: the picture at the inline start, text that may shrink. */
const base = style({ columnGap: vars.space.md, rowGap: vars.space.sm, textAlign: 'start' });

/**
 * How the actions sit: `stacked` under the details, beside the picture (a cart line's stepper);
 * `inline` at the row's inline end, wrapping under the details on a narrow sheet.
 */
export const layout = styleVariants({
  stacked: [
    base,
    {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      gridTemplateAreas: '"picture details" "picture actions"',
      alignItems: 'start',
    },
  ],
  inline: [base, { display: 'flex', flexWrap: 'wrap', alignItems: 'center' }],
});

/** A row of a list: room above and below, and a rule between neighbours. */
export const listRow = style({
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

/** The picture, or the icon standing in for it. */
export const picture = style({
  gridArea: 'picture',
  flex: 'none',
  borderRadius: vars.radius.sm,
});

/** The box of an icon standing in for a picture: the picture's size, the icon muted in its middle. */
export const iconBox = styleVariants(PICTURE_SIZES, (side) => [
  picture,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: `${side}px`,
    blockSize: `${side}px`,
    color: vars.color.textMuted,
  },
]);

/** Name, then the secondary line with the price, then a note. */
export const details = style({
  gridArea: 'details',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 8rem',
  minInlineSize: 0,
});

/** The name: bold in a list row, plain in a compact one; a long name wraps. */
export const name = styleVariants({
  md: { fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' },
  sm: { overflowWrap: 'anywhere' },
});

/** The name's link to the item's page. */
export const nameLink = quietLink;

/** The store or variation and the price, muted, on one line that wraps. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** The price keeps the text colour among the muted secondary text. */
export const price = style({ color: vars.color.text });

/** The trailing actions. */
export const actions = styleVariants({
  stacked: {
    gridArea: 'actions',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  },
  inline: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    marginInlineStart: 'auto',
  },
});
