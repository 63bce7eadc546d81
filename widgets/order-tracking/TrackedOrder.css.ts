import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The order's card; the steps and facts lay out by its width, not the window's. */
export const card = style([
  cardSurface,
  {
    containerType: 'inline-size',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minInlineSize: 0,
  },
]);

/** "Order #…": focused when the shopper asked for it, with the kit's ring only for keyboards. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusOutline,
  },
});

/** The quiet note of a read that failed: the order shown may be behind. */
export const reconnecting = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** An order off the steps, in place of them. */
export const ended = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
});

/** Canceled or failed: it will not arrive. */
export const endedGone = style({ background: vars.color.dangerSoft });

/** Refunded, or a refund asked for: the money's way back. */
export const endedRefund = style({ background: vars.color.surfaceMuted });

/** The picture of an ended order: red for one that will not arrive. */
export const endedIcon = style({
  flex: 'none',
  color: vars.color.textMuted,
  selectors: { [`${endedGone} &`]: { color: vars.color.danger } },
});

/** The ended state's title and lines, one under the other. */
export const endedText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

/** The status, in bold. */
export const endedTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

/** What happened, and the reason given. */
export const endedLine = style({ margin: 0, overflowWrap: 'anywhere' });

/** The order's facts: label over value, two to a row, four once the card has room. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@container': { '(min-width: 36rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** A fact: its label over its value. */
export const fact = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });

/** A fact of many words (the address): two columns wide. */
export const factWide = style({ gridColumn: 'span 2' });

/** A fact's label, small and muted. */
export const factLabel = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** A fact's value, in bold. */
export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** The store's name, a link to its page. */
export const storeLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusOutline },
});

/** Order details and continue shopping. */
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The card's stand-in, not announced. */
export const skeleton = style({ pointerEvents: 'none' });

/** A grey block of the stand-in card. */
export const bone = skeletonBone;

/** The stand-in heading, steps, facts and links, each of its part's size. */
export const boneTitle = style({ blockSize: '1.6em', inlineSize: '40%' });
export const boneSteps = style({ blockSize: '7rem' });
export const boneFacts = style({ blockSize: '6rem' });
export const boneLinks = style({ blockSize: vars.size.control, inlineSize: '60%' });
