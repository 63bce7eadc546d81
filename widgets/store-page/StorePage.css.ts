import { globalStyle, style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import {
  failureText as sharedFailureText,
  listEmpty,
  listFailure,
  typedColumnPage,
} from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** Intrinsic size of the cover picture: 4:1, so its box is set before it loads. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 300;
/** Intrinsic size of the logo over the cover. */
export const LOGO_SIZE = 96;

/** The page: the kit's font and colours, one column. */
export const page = typedColumnPage;

// ─── Header ─────────────────────────────────────────────────────────────────────────────────

/** The store's header: cover, logo and name, then its facts and hours. */
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The cover's box: its aspect ratio holds the room before the picture arrives. */
export const cover = style({
  aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}`,
  inlineSize: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

/** The cover picture, filling its box. */
export const coverImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

/** The logo and the name: the logo rides over the cover's lower edge. */
export const identity = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockStart: `calc(${LOGO_SIZE / 2}px * -1)`,
  paddingInline: vars.space.md,
});

/** The round logo on a ring of the surface colour, so it stands out of any cover. */
export const logo = style({
  flex: 'none',
  inlineSize: `${LOGO_SIZE}px`,
  blockSize: `${LOGO_SIZE}px`,
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.surface}`,
  background: vars.color.surface,
  boxShadow: `0 1px 6px ${vars.color.shadow}`,
});

/**
 * The name and address beside the logo, never over the cover: however many lines the name
 * wraps to, it starts below the cover's edge, which the logo's upper half rides over.
 */
export const naming = style({
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  paddingBlockStart: `${LOGO_SIZE / 2}px`,
});

/** The store's name: the page's h1. */
export const name = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

/** The address under the name. */
export const address = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** The facts (rating, delivery, minimum order, discount) as a wrapping row. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  paddingInline: vars.space.md,
});

/** One fact. */
export const fact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

globalStyle(`${fact} > dd`, {
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Secondary words of a fact ("(40 ratings)", "67% positive"). */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The store's own entries in its module (a pharmacy's prescription order), under its facts. */
export const ownPages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  paddingInline: vars.space.md,
  listStyle: 'none',
});

/** One entry: its button, and a line of what it is for. */
export const ownPage = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

// ─── Hours ──────────────────────────────────────────────────────────────────────────────────

/** Open or closed now, today's hours, and the week's in a disclosure. */
export const hours = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  paddingInline: vars.space.md,
});

/** "Open now" in the success colour. */
export const openNow = style({ color: vars.color.success, fontWeight: vars.font.weightBold });

/** "Closed now" in the danger colour. */
export const closedNow = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });

/** The week's hours, folded away until asked for. */
export const week = style({ flexBasis: '100%' });

/** The disclosure's button. */
export const weekSummary = style({
  cursor: 'pointer',
  inlineSize: 'fit-content',
  color: vars.color.accent,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusOutline },
});

/** The days and their hours, two columns. */
export const weekList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  marginBlockStart: vars.space.sm,
  maxInlineSize: '24rem',
});

/** One day's row; today's stands out. */
export const weekDay = style({
  display: 'contents',
  selectors: { '&[aria-current="date"]': { fontWeight: vars.font.weightBold } },
});

globalStyle(`${weekDay} > dd`, { margin: 0 });

/** 'Store/Restaurant is closed': a notice the shopper cannot miss. */
export const closedNotice = style({
  margin: 0,
  marginInline: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
});

// ─── Items ──────────────────────────────────────────────────────────────────────────────────

/** The section of the store's items. */
export const section = style({ minInlineSize: 0 });

/** A section's h2. */
export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  selectors: { '&:focus-visible': { ...focusOutline, borderRadius: vars.radius.sm } },
});

/** Search, categories and sort above the items. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});

const field = {
  blockSize: vars.size.control,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusOutline },
} as const;

/** The search inside the store. */
export const search = style({ ...field, flex: '1 1 16rem', minInlineSize: 0 });

/** The sort's label and select. */
export const sort = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

/** The sort select. */
export const sortSelect = style({ ...field, color: vars.color.text });

/** The category chips: one row that scrolls sideways, so new chips never push the page down. */
export const chips = style({
  display: 'flex',
  gap: vars.space.sm,
  flexBasis: '100%',
  overflowX: 'auto',
  paddingBlock: vars.space.xs,
  paddingInline: '2px',
});

/** One chip: a toggle; pressed is the chosen category. */
export const chip = style({
  flex: 'none',
  blockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline,
  },
});

/** How many items match, read out as it changes. */
export const count = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** The items: two columns on phones, as many as fit on wider screens. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [WIDE]: { gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))' },
  },
});

/** 'Items not found!' */
export const empty = listEmpty;

/** A failure with its Try again button. */
export const failure = listFailure;

/** The failure's words. */
export const failureText = sharedFailureText;

// ─── Reviews ────────────────────────────────────────────────────────────────────────────────

/** The rating summary: the average large, the count and positive share beside it. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The average, large. */
export const average = style({
  fontSize: '2.5rem',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
});

// ─── Skeleton and not found ─────────────────────────────────────────────────────────────────

/** A grey block standing in for content while it loads. */
export const bone = skeletonBone;

/** The name's stand-in. */
export const boneName = style({ inlineSize: '12rem', blockSize: '1.75rem' });

/** A line's stand-in. */
export const boneLine = style({ inlineSize: '18rem', maxInlineSize: '80%', blockSize: '1rem' });

/** The not-found and failure states of the whole page. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});
