import { globalStyle, style } from '@vanilla-extract/css';
import { typedColumnPage } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** A comfortable line length for the answers. */
const MEASURE = '70ch';
/** Where the contacts move beside the questions. */
const WIDE = 'screen and (min-width: 1024px)';

// ─── Page ───────────────────────────────────────────────────────────────────────────────────

/** The page: the kit's type, its heading and intro, then its sections. */
export const page = style([typedColumnPage, { paddingBlock: vars.space.lg }]);

/** The title and what the page offers. */
export const header = style({ display: 'grid', gap: vars.space.xs, maxInlineSize: MEASURE });

/** The page's h1. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

/** The intro, muted under the title. */
export const intro = style({ margin: 0, color: vars.color.textMuted });

/** The sections: one column, the contacts beside the questions from `WIDE`. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' } },
});

/** The questions and the pages, in the main column. */
export const main = style({
  display: 'grid',
  gap: vars.space.xl,
  minInlineSize: 0,
  '@media': { [WIDE]: { gridColumn: 1, gridRow: 1 } },
});

/** The contacts, at the end side and kept in view when wide. */
export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [WIDE]: { gridColumn: 2, gridRow: 1, position: 'sticky', insetBlockStart: vars.space.lg },
  },
});

/** A section's h2. */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.35,
});

/** A section: its title, then its content. */
export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

// ─── Contacts ───────────────────────────────────────────────────────────────────────────────

/** A card of the aside: the shop's contacts, the way into the inbox. */
export const card = style([cardSurface, { display: 'grid', gap: vars.space.md }]);

/** The ways to reach the shop, one under the other. */
export const channels = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0 });

/** One way: its icon, then what it is and where it goes. */
export const channel = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  listStyle: 'none',
});

/** The channel's icon, in the accent colour, on the first line. */
export const channelIcon = style({ color: vars.color.accent, marginBlockStart: '0.15em' });

/** "Call us", "Email us" … */
export const channelLabel = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** The number, the address or the office, wrapping anywhere rather than overflow. */
export const channelValue = style({ overflowWrap: 'anywhere' });

/** A link of the page: the accent colour, underlined so it never depends on colour alone. */
export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': focusOutline,
  },
});

/** What the inbox is for. */
export const cardText = style({ margin: 0, color: vars.color.textMuted });

// ─── Questions ──────────────────────────────────────────────────────────────────────────────

/** The questions, one card each. */
export const questions = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0 });

/** One question: a card that opens on its answer. */
export const question = style({
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The question itself, the disclosure's button: the whole row, with its chevron at the end. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minBlockSize: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusOutline,
  },
});

/** The chevron, turned when the answer shows (only when motion is welcome). */
export const chevron = style({
  flex: 'none',
  color: vars.color.textMuted,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.duration} ease`,
    },
  },
});

globalStyle(`details[open] > ${summary} ${chevron}`, { transform: 'rotate(180deg)' });

/** The answer: its paragraphs and where it leads, at a reading measure. */
export const answer = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  maxInlineSize: MEASURE,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  lineHeight: 1.7,
});

/** A paragraph of an answer. */
export const answerText = style({ margin: 0 });

// ─── Pages ──────────────────────────────────────────────────────────────────────────────────

/** The shop's pages, as many to a row as fit. */
export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A page's link as a chip, an easy target on a phone. */
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent },
    '&:focus-visible': focusOutline,
  },
});
