import { style, styleVariants } from '@vanilla-extract/css';
import { promotionPage } from '../../src/ui/catalog/catalogPage.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';
import { SPIN_MS } from './spinTiming';

// ─── Page ───────────────────────────────────────────────────────────────────────────────────

/** The page: its heading and what it is about, then the packets. */
export const page = promotionPage;

/** How the spin works, under the heading. */
export const intro = style({
  margin: 0,
  marginBlockEnd: vars.space.lg,
  maxInlineSize: '40rem',
  color: vars.color.textMuted,
});

/** The packets: one column on phones, as many as fit on wider screens, each room for its wheel. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Muted words: a packet's description, what an item is worth. */
export const muted = style({ margin: 0, color: vars.color.textMuted });

// ─── A packet's card ────────────────────────────────────────────────────────────────────────

/** The rows of a packet's card, shared by the cards of a grid's row: words, wheel, odds, spin. */
const CARD_ROWS = 4;

/**
 * A card's place in the grid: its rows are the grid's own (subgrid), so the wheels, the odds and
 * the spins of a row's cards line up whatever the length of each packet's words.
 */
export const cardItem = style({
  display: 'grid',
  gridRow: `span ${CARD_ROWS}`,
  gridTemplateRows: 'subgrid',
  rowGap: vars.space.md,
  minInlineSize: 0,
});

/** A packet: its words, its wheel, its odds, and the spin at its foot. */
export const card = style([
  cardSurface,
  {
    display: 'grid',
    gridRow: `span ${CARD_ROWS}`,
    gridTemplateRows: 'subgrid',
    rowGap: vars.space.md,
    minInlineSize: 0,
  },
]);

/** The packet's name and description, the card's first row. */
export const cardWords = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

/** The packet's name. */
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

// ─── The wheel ──────────────────────────────────────────────────────────────────────────────

/** The wheel and its pointer, one over the other, centred in the card. */
export const wheelBox = style({
  display: 'grid',
  justifySelf: 'center',
  inlineSize: 'min(100%, 15rem)',
  marginBlockStart: vars.space.xs,
});

/** The turning part: the slices and their pictures. */
export const wheel = style({
  gridArea: '1 / 1',
  aspectRatio: '1',
  willChange: 'transform',
});

/** The wheel while it spins to the prize: fast, then slowing to a stop as a wheel does. */
export const wheelTurning = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.7, 0.16, 1)`,
    },
  },
});

/** The wheel's drawing, filling its box. */
export const wheelFace = style({ display: 'block', inlineSize: '100%', blockSize: '100%' });

/** The wheel's rim, in the accent colour. */
export const wheelRim = style({ fill: vars.color.accent });

/** A slice, with a line between it and its neighbours. */
export const slice = style({ stroke: vars.color.border, strokeWidth: 1 });

/** The slices' colours, in turn round the wheel. */
export const sliceTone = styleVariants({
  soft: { fill: vars.color.accentSoft },
  muted: { fill: vars.color.surfaceMuted },
  strong: { fill: `color-mix(in srgb, ${vars.color.accent} 30%, ${vars.color.surface})` },
});

/** The hub the slices turn on. */
export const wheelHub = style({
  fill: vars.color.accent,
  stroke: vars.color.surface,
  strokeWidth: 3,
});

/** The pointer at the top, over the slice that wins. */
export const pointer = style({
  gridArea: '1 / 1',
  justifySelf: 'center',
  alignSelf: 'start',
  inlineSize: '1.75rem',
  marginBlockStart: '-0.5rem',
  fill: vars.color.text,
  stroke: vars.color.surface,
  strokeWidth: 2,
  filter: `drop-shadow(0 1px 2px ${vars.color.shadow})`,
});

// ─── The odds ───────────────────────────────────────────────────────────────────────────────

/** What the packet can give: its heading and its items. */
export const odds = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

/** 'What you can win'. */
export const oddsTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

/** The items, one a line. */
export const oddsList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An item: its picture, then its name over its worth and chance. */
export const oddsItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});

/** The item's picture. */
export const oddsPicture = style({ flex: 'none', borderRadius: vars.radius.sm });

/** The item's name over its figures. */
export const oddsText = style({
  display: 'grid',
  flex: '1 1 auto',
  minInlineSize: 0,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

/** The item's name. */
export const oddsName = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd });

/** What the item is worth and its chance, side by side where they fit. */
export const oddsFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});

/** The item's chance, a soft pill. */
export const chance = style({
  flex: 'none',
  paddingBlock: '0.125rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});

// ─── The spin ───────────────────────────────────────────────────────────────────────────────

/** The card's foot: what the spin said, then the way on; at the bottom of the card. */
export const outcome = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
});

/** The live region: takes no room until it has something to say. */
export const announcement = style({
  selectors: { '&:empty': { display: 'none' } },
});

/** The prize: its picture beside what it is and when it comes. */
export const prize = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.accent}`,
  background: vars.color.accentSoft,
});

/** The prize's picture. */
export const prizePicture = style({ flex: 'none', borderRadius: vars.radius.sm });

/** What the prize is and when it comes. */
export const prizeText = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

/** 'You won …!', on a line of its own. */
export const prizeName = style({
  display: 'block',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** The shop's refusal of a spin, in place under the button. */
export const refusal = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

/** The read of the customer's spin failed: what, and Try again. */
export const checkFailure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// ─── Stand-ins ──────────────────────────────────────────────────────────────────────────────

/** A card while the packets load. */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minBlockSize: '30rem',
});

/** A grey block standing in for a line or the wheel. */
export const bone = skeletonBone;

/** The packet's name's stand-in. */
export const boneTitle = style({ inlineSize: '60%', blockSize: '1.5rem' });

/** The wheel's stand-in. */
export const boneWheel = style({
  alignSelf: 'center',
  inlineSize: 'min(100%, 15rem)',
  aspectRatio: '1',
  borderRadius: vars.radius.pill,
});

/** An item line's stand-in. */
export const boneLine = style({ inlineSize: '85%', blockSize: '2.5rem' });

/** The Spin button's stand-in while the customer's spin is read. */
export const actionBone = style([
  skeletonBone,
  { marginBlockStart: 'auto', inlineSize: '100%', blockSize: vars.size.control },
]);
