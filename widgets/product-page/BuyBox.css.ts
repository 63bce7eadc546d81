import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { quietLink } from '../../src/ui/theme/links.css';
import { skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The buy box: its parts one under the other. */
export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

/** The name with the wishlist heart at its inline end. */
export const nameRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The product's name, the page's h1. */
export const name = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

/** The store and the rating. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
});

/** The store's link. */
export const store = style([
  quietLink,
  { color: vars.color.accent, fontWeight: vars.font.weightBold },
]);

/** The rating and its reviews count, linking to the reviews. */
export const ratingLink = style([
  quietLink,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs },
]);

/** The price and the discount badge. */
export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The price, larger than a card's. */
export const price = style({ fontSize: vars.font.sizeLg });

/** The running flash sale. */
export const flash = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
});

/** "Flash Sale". */
export const flashTitle = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  color: vars.color.danger,
});

/** The units left, as a bar. */
export const flashBar = style({ flexBasis: '100%' });

/** "5 left". */
export const flashLeft = style({ margin: 0, fontSize: vars.font.sizeSm });

/** Why the item cannot be bought now: out of stock, or a campaign still to come. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weightBold,
});

/** The purchase form: variations, then the controls. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
});

/**
 * The quantity and Add to Cart (or the in-cart stepper), on one row. On a phone the row sticks to
 * the bottom of the screen while the shopper reads the options above it, so adding is one thumb
 * away.
 */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': {
    [`not ${WIDE}`]: {
      position: 'sticky',
      insetBlockEnd: 0,
      zIndex: 1,
      paddingBlock: vars.space.sm,
      background: vars.color.surface,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});

/** Add to Cart takes the rest of the row. */
export const add = style({ flex: '1 1 10rem' });

/** A grey block standing in for a part of the box. */
export const bone = skeletonBone;

/** The name's stand-in. */
export const boneName = style({ inlineSize: '80%', blockSize: '2rem' });

/** A line of text's stand-in. */
export const boneLine = style({ inlineSize: '50%', blockSize: '1.25rem' });

/** The price's stand-in. */
export const bonePrice = style({ inlineSize: '35%', blockSize: '1.75rem' });

/** The controls' stand-in. */
export const boneAction = style({ inlineSize: '100%', blockSize: vars.size.control });
