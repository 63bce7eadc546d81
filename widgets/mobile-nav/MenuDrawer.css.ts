import { style } from '@vanilla-extract/css';
import { focusOutlineInset } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

const focusRing = {
  '&:focus-visible': focusOutlineInset,
} as const;

/** The drawer's sections, one under the other, a rule between them. */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  textAlign: 'start',
});

/** One titled section of the drawer. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingBlockStart: 0, borderBlockStart: 0 } },
});

/** A section's title; it can take the focus when the drawer opens at it. */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  borderRadius: vars.radius.sm,
  selectors: focusRing,
});

/** The customer's greeting and figures. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
});

/** The greeting, with the customer's first name. */
export const greeting = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** A line of the summary (membership, orders). */
export const summaryLine = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** The wallet line: term at the inline start, balance at the inline end. */
export const wallet = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

/** The wallet balance. */
export const walletAmount = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

/** A list of links or disclosures, without bullets. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A nested list of a category's children, indented from the inline start. */
export const childList = style([list, { paddingInlineStart: vars.space.lg }]);

/** A row of the drawer: a link or a disclosure button, the full width, easy to tap. */
export const row = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    ...focusRing,
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

/** The disclosure's chevron, turned when its list is open. */
export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.duration}`,
    },
  },
});

/** A short message in a section: loading or failure. */
export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
