import { style } from '@vanilla-extract/css';
import { choice } from '../../src/ui/form/Form.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/*
 * The pieces inside the checkout's sections: the store choice, the lines, the tip chips, the
 * coupon list, the payment options, the offline steps and the summary's rows.
 */

// ─── Choices drawn as rows (stores, payment methods, offline methods) ─────────────────────────

export {
  option,
  optionList,
  optionName,
  optionNote,
  optionRefusal,
} from '../../src/ui/form/OptionRow.css';

// ─── The order's lines ──────────────────────────────────────────────────────────────────────

/** The lines of the store ordered from. */
export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

// ─── Tip chips ──────────────────────────────────────────────────────────────────────────────

/** A tip chip: the form kit's pill choice. */
export const chip = choice;

/** The mark of the tip shoppers choose most. */
export const usualMark = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.sizeSm,
});

/** The custom tip's field, no wider than an amount needs. */
export const tipField = style({ maxInlineSize: '12rem' });

// ─── Coupons ────────────────────────────────────────────────────────────────────────────────

/** The code field and Apply on one line. */
export const couponRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

/** The code field takes the room Apply leaves. */
export const couponField = style({ flex: '1 1 12rem', minInlineSize: 0 });

/** The coupon applied: its code, what it saves, and Remove. */
export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.accent}`,
});

/** The shop's coupons, opened on demand. */
export const couponPicker = style({ fontSize: vars.font.sizeSm });

/** The line that opens the shop's coupons. */
export const couponPickerToggle = style({
  cursor: 'pointer',
  fontWeight: vars.font.weightBold,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusOutline },
});

/** The list of the shop's coupons. */
export const couponList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});

/** One coupon of the list: what it is, then its Use button. */
export const couponItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

// ─── Offline payment ────────────────────────────────────────────────────────────────────────

/** The offline steps, set apart under the payment methods. */
export const offline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** "Step 2 of 3", muted. */
export const stepCount = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

// ─── Term and value lists (the summary, the account to pay, the details given) ──────────────

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
export const termName = style({ color: vars.color.textMuted });

/** A value. */
export const termValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

/** A value taken off the total. */
export const saving = style([termValue, { color: vars.color.success }]);

/** The total's row, set apart above the way to pay. */
export const totalRow = style([
  term,
  {
    paddingBlockStart: vars.space.sm,
    borderBlockStart: `1px solid ${vars.color.border}`,
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
  },
]);

/** A value not known yet: a grey block the width of an amount, in the line. */
export const pendingValue = style([
  skeletonBone,
  { display: 'inline-block', inlineSize: '4rem', blockSize: '1em' },
]);
