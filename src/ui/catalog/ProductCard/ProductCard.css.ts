import { style } from '@vanilla-extract/css';
import { quietLink } from '../../theme/links.css';
import { cardSurface } from '../../theme/surfaces.css';
import { vars } from '../../theme/vars.css';

const NAME_LINE_HEIGHT = 1.4;
const NAME_LINES = 2;

/**
 * The card: picture on top, then name, store and rating, price, and the add-to-cart control. On
 * a phone it is laid out and painted only near the screen: a strip shows two of its ten cards,
 * a page of results a few of its own. Until shown it is as tall as the shortest card can be (a
 * square picture at the narrowest column), so it never makes a row taller than the cards shown,
 * and the first card of a list is always shown, so a row has the height of a real card even when
 * the page jumps to it. Wider screens show most of a list at once and lay every card out.
 */
export const card = style([
  cardSurface,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minInlineSize: 0,
    '@media': {
      'screen and (max-width: 47.99rem)': {
        contentVisibility: 'auto',
        containIntrinsicBlockSize: 'auto 18rem',
        selectors: { '&:first-child': { contentVisibility: 'visible' } },
      },
    },
  },
]);

/** The picture, square at the card's full width whatever the file's own size. */
export const image = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  // A lazy picture not yet fetched shows as a tile, not as a hole in the card.
  background: vars.color.surfaceMuted,
});

/** The picture's link: a duplicate of the name's, so it is out of the tab order. */
export const imageLink = style({ display: 'block' });

/** Where the discount badge sits: on the picture's inline-start top corner. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.lg,
  insetInlineStart: vars.space.lg,
  // Leaves room for the heart on the other corner; a long amount wraps instead of covering it.
  maxInlineSize: `calc(100% - 2 * ${vars.space.lg} - ${vars.size.control})`,
});

/** The wishlist heart, on the picture's inline-end top corner. */
export const wish = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
});

/** The name: two lines at most, and always two lines tall so the cards of a row line up. */
export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: NAME_LINE_HEIGHT,
  minBlockSize: `${NAME_LINE_HEIGHT * NAME_LINES}em`,
  display: '-webkit-box',
  WebkitLineClamp: NAME_LINES,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/** The name's link to the product page. */
export const nameLink = quietLink;

/** Store name and rating on one line of fixed height, present even when both are missing. */
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  minBlockSize: `${NAME_LINE_HEIGHT}em`,
  fontSize: vars.font.sizeSm,
  lineHeight: NAME_LINE_HEIGHT,
  color: vars.color.textMuted,
});

/** The store name, cut with an ellipsis rather than wrapping. */
export const store = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/**
 * The price line, two lines tall: a struck-through old price goes below the new one on a card
 * this narrow, and every card of a row keeps the same height whether it is discounted or not.
 */
export const price = style({ minBlockSize: `${NAME_LINE_HEIGHT * 2}em` });

/** The add-to-cart control, pinned to the card's bottom. */
export const actions = style({ marginBlockStart: 'auto', minBlockSize: vars.size.control });

/** Skeleton lines: the name's two lines, the meta line, the price and the button. */
export const boneName = style({ blockSize: `${NAME_LINE_HEIGHT * NAME_LINES}em` });
export const boneLine = style({ blockSize: `${NAME_LINE_HEIGHT}em`, inlineSize: '60%' });
/** The price's bone: one line, in the two lines' room the price line keeps. */
export const bonePrice = style([boneLine, { marginBlockEnd: `${NAME_LINE_HEIGHT}em` }]);
export const boneImage = style({ inlineSize: '100%', aspectRatio: '1' });
export const boneAction = style({ marginBlockStart: 'auto', blockSize: vars.size.control });
