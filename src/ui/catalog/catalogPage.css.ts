/*
 * Layout the storefront's pages share (the catalog's, the stores page, checkout and the order
 * pages), so a page that looks like another one is built from the same rule rather than a copy
 * that drifts.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// ─── Pages ──────────────────────────────────────────────────────────────────────────────────

/** A page in the kit's type, its parts one under the other (the product and store pages). */
export const typedColumnPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

/**
 * A page of its own in the storefront's column, with room above and below: checkout and the order
 * pages.
 */
export const paddedColumnPage = style([typedColumnPage, { paddingBlock: vars.space.lg }]);

/** A column page's h1: the column's gap spaces it (the order pages, the stores page). */
export const columnPageTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});

/** A browse page: its heading, then what it lists (the category and search pages). */
export const browsePage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  minInlineSize: 0,
});

/** A browse page's heading, which wraps anywhere rather than overflow on a long name. */
export const browseTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

/** A promotion page: its heading, then its cards (the campaigns, coupons and flash sale pages). */
export const promotionPage = style({ minInlineSize: 0, paddingBlock: vars.space.lg });

// ─── Sections ───────────────────────────────────────────────────────────────────────────────

/** The h2 of a section on its card (the checkout's steps, the order page's sections). */
export const cardSectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

// ─── Lists ──────────────────────────────────────────────────────────────────────────────────

/** Wide cards: one column on phones, as many as fit on wider screens (campaigns, coupons). */
export const wideCardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A list with nothing in it: its words, centred. */
export const listEmpty = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** A list that failed to load, with its Try again button. */
export const listFailure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** The failure's words. */
export const failureText = style({ margin: 0, color: vars.color.textMuted });

/** From here a form page's summary stands beside its sections (the checkout, the parcel). */
export const SUMMARY_BESIDE = 'screen and (min-width: 60rem)';

/** A form page's sections, then its summary: one column on a phone, two from a laptop's width. */
export const summaryLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [SUMMARY_BESIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' },
  },
});
