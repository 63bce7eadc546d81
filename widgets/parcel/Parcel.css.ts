import { style } from '@vanilla-extract/css';
import {
  cardSectionTitle,
  columnPageTitle,
  paddedColumnPage,
  SUMMARY_BESIDE,
  summaryLayout,
} from '../../src/ui/catalog/catalogPage.css';
import { choiceInput } from '../../src/ui/form/Form.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

// ─── The page ───────────────────────────────────────────────────────────────────────────────

/** The page: its heading, the steps, then the step shown and the summary. */
export const page = paddedColumnPage;

/** The page's h1. */
export const title = columnPageTitle;

/** The sections, then the summary: one column on a phone, two from a laptop's width. */
export const layout = summaryLayout;

/**
 * The summary and Send parcel: beside the steps and kept in view on a wide screen; on a phone it
 * shows under the last step only, so the steps before it stay short.
 */
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  '@media': {
    [SUMMARY_BESIDE]: { position: 'sticky', insetBlockStart: vars.space.md },
  },
});

/** The summary while a step before the last is shown: hidden on a phone only. */
export const asideAhead = style({
  '@media': { 'not all and (min-width: 60rem)': { display: 'none' } },
});

// ─── Steps ──────────────────────────────────────────────────────────────────────────────────

/** The steps' list: what, from, to, pay, each a button back to it once reached. */
export const stepList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One step of the list: its number over its name, underlined when it is the one shown. */
export const stepButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: '3.25rem',
  padding: vars.space.xs,
  border: 'none',
  borderBlockEnd: `3px solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="step"]': {
      borderBlockEndColor: vars.color.accent,
      color: vars.color.text,
      fontWeight: vars.font.weightBold,
    },
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': focusOutline,
  },
});

/** A step's number in its circle. */
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.6rem',
  blockSize: '1.6rem',
  borderRadius: vars.radius.pill,
  border: `1px solid currentColor`,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${stepButton}[aria-current="step"] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
  },
});

/** One step's card: its heading, its fields, then Back and Continue. */
export const section = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minInlineSize: 0,
    // The steps not shown stay in the page (what was typed in them is kept) but out of sight.
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

/** A step's h2, focused when the step is shown. */
export const sectionTitle = style([
  cardSectionTitle,
  { selectors: { '&:focus': { outline: 'none' } } },
]);

/** Back and Continue, Continue at the end of the line. */
export const stepActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});

/** Muted words under a control or a choice. */
export const hint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** A group of choices with its legend. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

/** A group's legend, as the form kit's labels. */
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.font.weightBold,
});

/** Buttons side by side, wrapping on a narrow phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A problem of a whole group (no category chosen), in the danger colour. */
export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });

// ─── Categories ─────────────────────────────────────────────────────────────────────────────

/** The categories as cards: one column on a phone, as many as fit on a wider screen. */
export const categoryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.sm,
});

/** One category: its radio's label, a card that marks the choice. */
export const categoryCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto 3.5rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&:has(input:focus-visible)': focusOutline,
  },
});

/** The form kit's radio, by the first line of the card. */
export const radio = style([choiceInput, { marginBlockStart: '0.2rem' }]);

/** The category's picture. */
export const categoryImage = style({ borderRadius: vars.radius.md });

/** The category's name, what it is for and its price, one under the other. */
export const categoryText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** The category's name. */
export const categoryName = style({ fontWeight: vars.font.weightBold });

/** The category's price per km. */
export const categoryPrice = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

/** A stand-in card while the categories load. */
export const categoryBone = style([skeletonBone, { blockSize: '5.5rem' }]);

// ─── Choices as rows (who pays, how) ────────────────────────────────────────────────────────

export { option, optionName, optionNote, optionRefusal } from '../../src/ui/form/OptionRow.css';

// ─── The summary ────────────────────────────────────────────────────────────────────────────

/** Rows of a term and its value. */
export const terms = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

/** One row: the term at the start, the value at the end. */
export const term = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

/** A term. */
export const termName = style({ color: vars.color.textMuted, flexShrink: 0 });

/** A value. */
export const termValue = style({
  margin: 0,
  minInlineSize: 0,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

/** The total's row, set apart above Send parcel. */
export const totalRow = style([
  term,
  {
    paddingBlockStart: vars.space.sm,
    borderBlockStart: `1px solid ${vars.color.border}`,
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
  },
]);

/** A stand-in block while the page waits for the shop. */
export const bone = style([skeletonBone, { blockSize: '16rem' }]);
