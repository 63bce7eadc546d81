import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { columnPageTitle, paddedColumnPage } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

// ─── The page ───────────────────────────────────────────────────────────────────────────────

/** The page: its heading, the tabs, then the chosen tab's orders, closer than other pages'. */
export const page = style([paddedColumnPage, { gap: vars.space.md }]);

/** 'My Orders': the page's h1. */
export const title = columnPageTitle;

// ─── The panel ──────────────────────────────────────────────────────────────────────────────

/** The chosen tab's panel. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  selectors: { '&:focus-visible': focusOutline },
});

/** How many orders the tab holds, read out as it changes. */
export const count = style({
  margin: 0,
  minBlockSize: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────

/** The orders: one column on phones, two on wider screens. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One order: the whole card opens its details, through the link in its heading. */
export const card = style([
  cardSurface,
  {
    position: 'relative',
    display: 'grid',
    gap: vars.space.sm,
    minInlineSize: 0,
    minBlockSize: '9.5rem',
    selectors: { '&:has(a:hover)': { borderColor: vars.color.accent } },
  },
]);

/** The store's logo and name, and the status on the far side. */
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});

/** The store's logo. */
export const logo = style({ flex: 'none', borderRadius: vars.radius.md });

/** The store's name, cut short on one line. */
export const store = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

/** The order's number, its link stretched over the card. */
export const orderTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

/** The link to the order's details; its box covers the card for pointer users. */
export const orderLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusOutline,
  },
});

/** The date, the item count and the total. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

/** One fact: its label, then its value. */
export const fact = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A fact's label, muted. */
export const factLabel = style({ color: vars.color.textMuted });

/** A fact's value. */
export const factValue = style({ margin: 0 });

/** The total, in bold. */
export const total = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

// ─── Stand-ins ──────────────────────────────────────────────────────────────────────────────

/** A stand-in card, not announced. */
export const skeleton = style({ pointerEvents: 'none' });

/** A grey block of a stand-in card. */
export const bone = skeletonBone;

/** The stand-in logo, name, number and facts. */
export const boneLogo = style({ inlineSize: '2.5rem', blockSize: '2.5rem', flex: 'none' });
export const boneName = style({ blockSize: '1.2em', inlineSize: '45%' });
export const boneTitle = style({ blockSize: '1.4em', inlineSize: '35%' });
export const boneFacts = style({ blockSize: '2.6em', inlineSize: '100%' });
