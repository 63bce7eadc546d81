import { style } from '@vanilla-extract/css';
import { promotionPage, wideCardGrid } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The page: its heading, then the cards. */
export const page = promotionPage;

/** The coupons: one column on phones, as many as fit on wider screens. */
export const grid = wideCardGrid;

/** A coupon: a ticket whose code row is torn off by a dashed line. */
export const card = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minInlineSize: 0,
    minBlockSize: '13rem',
  },
]);

/** The ticket picture, the title and the type label on one line. */
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The ticket picture. */
export const ticket = style({ flex: 'none', color: vars.color.accent });

/** The coupon's title. */
export const title = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
});

/** The coupon type: a soft pill. */
export const type = style({
  flex: 'none',
  paddingBlock: '0.125rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

/** What the coupon takes off, in large type. */
export const offer = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.accent,
});

/** The minimum purchase and the last day, label beside value. */
export const terms = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

/** One term: its label, then its value. */
export const term = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A term's label, muted. */
export const termLabel = style({
  color: vars.color.textMuted,
  selectors: { '&::after': { content: '":"' } },
});

/** A term's value. */
export const termValue = style({ margin: 0, fontWeight: vars.font.weightBold });

/** The code and its Copy button, under a dashed tear line. */
export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px dashed ${vars.color.border}`,
});

/** "Code", muted. */
export const codeLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The code itself: fixed-width letters, taken whole by one tap or double-click. */
export const code = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.06em',
  userSelect: 'all',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusOutline },
});

/** A stand-in card, not announced. */
export const skeleton = style({ pointerEvents: 'none' });

/** A grey block of a stand-in card. */
export const bone = skeletonBone;

/** The stand-in title, offer, terms and code row. */
export const boneTitle = style({ blockSize: '1.4em', inlineSize: '70%' });
export const boneOffer = style({ blockSize: '1.6em', inlineSize: '50%' });
export const boneTerms = style({ blockSize: '2.8em', inlineSize: '60%' });
export const boneCode = style({ marginBlockStart: 'auto', blockSize: vars.size.controlSm });
