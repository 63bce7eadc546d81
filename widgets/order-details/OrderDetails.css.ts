import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import {
  cardSectionTitle,
  columnPageTitle,
  paddedColumnPage,
} from '../../src/ui/catalog/catalogPage.css';
import { quietLink } from '../../src/ui/theme/links.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

// ─── The page ───────────────────────────────────────────────────────────────────────────────

/** The page: its heading, then its sections. */
export const page = paddedColumnPage;

/** 'Order #…': the page's h1. */
export const title = columnPageTitle;

/**
 * One column on phones, the order's facts and actions first; on wider screens its story (history,
 * lines, bill) at the start side and the facts and actions beside it.
 */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** A column of sections. */
export const column = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

/** The facts and actions: read first, shown at the end side on wider screens. */
export const sideColumn = style([column, { '@media': { [WIDE]: { gridColumn: 2, gridRow: 1 } } }]);

/** The order's story: history, lines and bill; at the start side on wider screens. */
export const storyColumn = style([column, { '@media': { [WIDE]: { gridColumn: 1, gridRow: 1 } } }]);

/** A section of the page on its card. */
export const section = style([
  cardSurface,
  { display: 'grid', gap: vars.space.md, minInlineSize: 0 },
]);

/** A section's h2. */
export const sectionTitle = cardSectionTitle;

/** What the page says after a change (cancelled, switched, refund asked), in the accent's tint. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  fontWeight: vars.font.weightBold,
});

/**
 * The same live region with nothing to say: it takes no room, but stays in the page (a region
 * hidden until it speaks would not be heard when it does).
 */
export const quietNotice = style({ margin: 0 });

// ─── Facts: label beside value ──────────────────────────────────────────────────────────────

/** A list of facts, each its label then its value. */
export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

/** One fact, its value at the far side. */
export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** A fact's label, muted. */
export const factLabel = style({ color: vars.color.textMuted });

/** A fact's value. */
export const factValue = style({ margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });

/** A link among the facts (the store). */
export const link = style([quietLink, { fontWeight: vars.font.weightBold }]);

/** The bill's last line: what the order costs, above a rule. */
export const totalFact = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

// ─── The timeline ───────────────────────────────────────────────────────────────────────────

/** The reached statuses, along a line at the start side. */
export const timeline = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One reached status: a dot on the line, its name and its time. */
export const step = style({
  position: 'relative',
  display: 'grid',
  gap: '0.125rem',
  paddingInlineStart: vars.space.xl,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '0.3rem',
      insetBlockStart: '0.4rem',
      inlineSize: '0.625rem',
      blockSize: '0.625rem',
      borderRadius: vars.radius.pill,
      background: vars.color.accent,
    },
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '0.55rem',
      insetBlockStart: '1.1rem',
      insetBlockEnd: `calc(-1 * ${vars.space.md})`,
      inlineSize: '2px',
      background: vars.color.border,
    },
  },
});

/** A step's time, muted. */
export const stepTime = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

// ─── Lines ──────────────────────────────────────────────────────────────────────────────────

/** The order's lines, one under the other. */
export const lines = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One line: its picture beside its name, option and figures. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' } },
});

/** A line's picture. */
export const linePicture = style({ borderRadius: vars.radius.md });

/** A line's words and figures. */
export const lineBody = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

/** The item's name, linked to its page. */
export const lineName = style([
  quietLink,
  { fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' },
]);

/** The option it was bought in. */
export const lineOption = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** Unit price, quantity and line total in a row. */
export const lineFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

/** One figure: its label above its value. */
export const figure = style({ display: 'grid' });

/** A line's own action (review) or what became of it (reviewed). */
export const lineAction = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** A prescription the pharmacy has not priced yet. */
export const unpriced = style({ margin: 0, color: vars.color.textMuted });

/** The shopper's note to the pharmacy under their prescription's pictures. */
export const prescriptionNote = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

// ─── Actions ────────────────────────────────────────────────────────────────────────────────

/** The order's actions, stacked full width. */
export const actions = style({ display: 'grid', gap: vars.space.sm });

/** A refusal said beside the action it refused. */
export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

/** What "Order again" could not add, under it. */
export const reorderReport = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.sizeSm,
});

/** The list of lines left out. */
export const reorderMissing = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** A form in a sheet: its fields one under the other. */
export const form = style({ display: 'grid', gap: vars.space.md });

// ─── Guest's phone ──────────────────────────────────────────────────────────────────────────

/** The question a guest answers before their order shows. */
export const phoneForm = style([
  cardSurface,
  {
    display: 'grid',
    gap: vars.space.md,
    maxInlineSize: '28rem',
    marginInline: 'auto',
    inlineSize: '100%',
  },
]);

/** What the phone is asked for. */
export const phoneIntro = style({ margin: 0 });

// ─── Stand-ins ──────────────────────────────────────────────────────────────────────────────

/** The page's stand-in, not announced. */
export const skeleton = style({ pointerEvents: 'none' });

/** A grey block of the stand-in. */
export const bone = skeletonBone;

/** The stand-in heading, facts and lines. */
export const boneTitle = style({ blockSize: '1.75rem', inlineSize: '12rem' });
export const boneBlock = style({ blockSize: '1.2em', inlineSize: '100%' });
export const boneShort = style({ blockSize: '1.2em', inlineSize: '60%' });
export const boneLine = style({ blockSize: '4rem', inlineSize: '100%' });
