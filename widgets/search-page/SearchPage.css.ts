import { style } from '@vanilla-extract/css';
import { WIDE as TABLET } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { browsePage, browseTitle } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

/** From this width on the filters stand beside the results instead of behind a button. */
export const DESKTOP = 'screen and (min-width: 64rem)';

/** The page: its heading, then the browse area. */
export const page = browsePage;

/** The page heading. */
export const title = browseTitle;

/** The row of tabs, the Filter button and the sort. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The Filter button: phones and tablets only; the panel stands beside the results on desktop. */
export const filterButton = style({
  '@media': { [DESKTOP]: { display: 'none' } },
});

/** The sort control, at the inline end of the toolbar. */
export const sort = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

/** A native select in the kit's look. */
export const select = style({
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': focusOutline,
});

/** The tabs, items and stores. */
export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});

/** One tab. */
export const tab = style({
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': focusOutline,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surface, color: vars.color.text },
  },
});

/** Filters and results: one column on phones, the filters at the inline start on desktop. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [DESKTOP]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

/** The filter panel beside the results: desktop only. */
export const aside = style({
  display: 'none',
  minInlineSize: 0,
  '@media': { [DESKTOP]: { display: 'block' } },
});

/** The results panel. */
export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

/** The result count; its line is kept while loading, so the list below does not move. */
export const count = style({
  margin: 0,
  minBlockSize: `calc(${vars.font.sizeMd} * ${vars.font.lineHeight})`,
  color: vars.color.textMuted,
});

const gridBase = {
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** Product cards: two columns on a phone, as many as fit on wider screens. */
export const itemGrid = style({
  ...gridBase,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  '@media': { [TABLET]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' } },
});

/** Store cards, wider than product cards. */
export const storeGrid = style({
  ...gridBase,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

/** A card of the grids. */
export const cell = style({ minInlineSize: 0 });

/** What the results say when there are none, or when they failed. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** The notice's text. */
export const noticeText = style({ margin: 0, fontSize: vars.font.sizeLg });

/** Under the results: the Show more button, and where scrolling near loads the next page. */
export const more = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.md,
});

/** The point that loads the next page as it comes near the viewport. */
export const sentinel = style({ blockSize: '1px' });
