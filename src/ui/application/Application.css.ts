/*
 * The look both application forms share (the store owner's and the delivery man's): a card in
 * the page's column, the steps across its top, the current step's fields, and the buttons that
 * move between steps at its foot.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { typedColumnPage } from '../catalog/catalogPage.css';
import { focusOutline } from '../theme/focusRing.css';
import { cardSurface } from '../theme/surfaces.css';
import { vars } from '../theme/vars.css';

// ─── The page ───────────────────────────────────────────────────────────────────────────────

/** The page: the card, centred, as wide as two columns of fields read well. */
export const page = style([
  typedColumnPage,
  { maxInlineSize: '46rem', marginInline: 'auto', paddingBlock: vars.space.lg },
]);

export const card = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minInlineSize: 0,
    padding: vars.space.lg,
    '@media': { 'screen and (max-width: 30rem)': { padding: vars.space.md } },
  },
]);

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

// ─── The steps ──────────────────────────────────────────────────────────────────────────────

/** The steps in a row; on a phone only their numbers, the current one named under them. */
export const steps = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'souq-step',
});

/** One step: its number over a bar, its name under them. */
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** The bar that fills as steps are done. */
export const stepBar = style({
  blockSize: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});

/** How a step looks: done, the current one, or still to come. */
export const stepState = styleVariants({
  done: { color: vars.color.text },
  current: { color: vars.color.text, fontWeight: vars.font.weightBold },
  upcoming: {},
});

export const stepBarState = styleVariants({
  done: { background: vars.color.accent },
  current: { background: vars.color.accent },
  upcoming: {},
});

/**
 * A step's name, wrapped where the row is narrow. On a phone the bars alone show (the step's
 * heading under them names it); the names stay for screen readers.
 */
export const stepName = style({
  overflowWrap: 'anywhere',
  '@media': {
    'screen and (max-width: 36rem)': {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

// ─── The current step ───────────────────────────────────────────────────────────────────────

export const stepSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const stepHeading = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  selectors: { '&:focus-visible': focusOutline, '&:focus': { outline: 'none' } },
});

export const stepCount = style({
  fontSize: vars.font.sizeSm,
  fontWeight: 'normal',
  color: vars.color.textMuted,
});

/** A step's fields: one column on a phone, two where there is room. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A field across both columns. */
export const wide = style({ gridColumn: '1 / -1' });

/** The terms box over the link to read them. */
export const terms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Back and Next (or Send) at the foot of the step, Next at the end edge. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** Next stays at the end edge when there is no Back. */
export const forward = style({ marginInlineStart: 'auto' });

// ─── Pictures ───────────────────────────────────────────────────────────────────────────────

export const picture = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The preview and the buttons beside it. */
export const pictureRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const preview = style({
  flexShrink: 0,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const pictureButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** "Choose a picture": a label that looks like a secondary button and holds the file input. */
export const choose = style({ selectors: { '&:has(input:focus-visible)': focusOutline } });

// ─── Review ─────────────────────────────────────────────────────────────────────────────────

export const review = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const reviewPart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const reviewHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const reviewTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

/** The answers: term and value side by side where they fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    'screen and (min-width: 32rem)': {
      // One width for every part's terms, so the parts' answers line up.
      gridTemplateColumns: '11rem minmax(0, 1fr)',
      columnGap: vars.space.md,
    },
  },
});

/** A term with its value: a group of the list, laid out by the list's grid. */
export const factRow = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const thumbnails = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const thumbnail = style({
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

// ─── Pending ────────────────────────────────────────────────────────────────────────────────

export const pending = style([card, { alignItems: 'center', textAlign: 'center' }]);

export const pendingIcon = style({ color: vars.color.success });

export const nextSteps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textAlign: 'start',
});
