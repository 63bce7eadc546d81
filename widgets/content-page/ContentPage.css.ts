import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { typedColumnPage } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** A comfortable line length for reading prose, in either script. */
const MEASURE = '70ch';
/** Room above a heading the table of contents jumps to, clear of the storefront's sticky header. */
const JUMP_MARGIN = '6rem';
/** Where the table of contents moves beside the text. */
const WIDE = 'screen and (min-width: 1024px)';

// ─── Page ───────────────────────────────────────────────────────────────────────────────────

/** The page: the kit's type, its heading, then its text (and contents beside it when wide). */
export const page = style([typedColumnPage, { paddingBlock: vars.space.lg }]);

/** The title and the date of the last change. */
export const header = style({ display: 'grid', gap: vars.space.xs, maxInlineSize: MEASURE });

/** The page's title, its one h1. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

/** "Last updated …", quiet under the title. */
export const updated = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** The text and its table of contents: one column, two from `WIDE` (contents at the end side). */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [WIDE]: { gridTemplateColumns: `minmax(0, ${MEASURE}) minmax(12rem, 16rem)` },
  },
});

// ─── Text ───────────────────────────────────────────────────────────────────────────────────

/** The page's blocks, at a reading measure, spaced as prose. */
export const body = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: MEASURE,
  minInlineSize: 0,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '@media': { [WIDE]: { gridColumn: 1, gridRow: 1 } },
});

const headingBase = {
  margin: 0,
  marginBlockStart: vars.space.md,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.35,
  scrollMarginBlockStart: JUMP_MARGIN,
} as const;

/** A section's heading. */
export const sectionHeading = style({
  ...headingBase,
  fontSize: vars.font.sizeLg,
  selectors: { '&:focus-visible': focusOutline },
});

/** A sub-section's heading. */
export const subHeading = style({
  ...headingBase,
  fontSize: vars.font.sizeMd,
  selectors: { '&:focus-visible': focusOutline },
});

/** A paragraph of the page. */
export const paragraph = style({ margin: 0 });

/** A bulleted or numbered list, indented on the start side. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
});

/** A link in the text: the accent colour, underlined so it never depends on colour alone. */
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

/** The arrow after a link that opens a new tab, on the line with its last word. */
export const newTabIcon = style({ verticalAlign: 'middle', marginInlineStart: '0.15em' });

// ─── Table of contents ──────────────────────────────────────────────────────────────────────

/** The page's sections as a card; beside the text and kept in view when wide. */
export const contents = style([
  cardSurface,
  {
    display: 'grid',
    gap: vars.space.sm,
    maxInlineSize: MEASURE,
    '@media': {
      [WIDE]: { gridColumn: 2, gridRow: 1, position: 'sticky', insetBlockStart: vars.space.lg },
    },
  },
]);

/** "On this page". */
export const contentsTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

/** The sections, numbered as they come. */
export const contentsList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

globalStyle(`${contentsList} a`, {
  display: 'inline-block',
  paddingBlock: '0.125rem',
});

// ─── States ─────────────────────────────────────────────────────────────────────────────────

/** A page that failed, is empty or is not there: its words and its action. */
export const notice = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxInlineSize: MEASURE,
});

/** The notice's words. */
export const noticeText = style({ margin: 0, color: vars.color.textMuted });

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** The text's stand-in while the page loads, pulsing as one (only when motion is welcome). */
export const skeleton = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: MEASURE,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${pulse} 1.6s ease-in-out infinite`,
    },
  },
});

/** A line of the stand-in, as tall as a line of text, filling a share of the measure. */
export const bone = styleVariants(
  { full: '100%', long: '94%', most: '86%', short: '62%' },
  (inlineSize) => [skeletonBone, { blockSize: '1.1em', inlineSize }],
);

/** A section heading's stand-in. */
export const boneHeading = style([
  skeletonBone,
  { blockSize: '1.4em', inlineSize: '40%', marginBlockStart: vars.space.md },
]);
