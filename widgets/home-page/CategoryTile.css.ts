import { createVar, style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

/** Intrinsic size of a category picture in CSS pixels. */
export const CATEGORY_IMAGE_SIZE = 72;

/*
 * The strip around the row: the fade over an end that hides more, and the buttons over the ends,
 * level with the pictures. The fade is a mask, so it fades into whatever the page behind is.
 */
const FADE = '3rem';
/** The physical side the inline end is on, and the inline start (gradients know no logical sides). */
const towardsEnd = createVar();
const towardsStart = createVar();

/** The row with its buttons; `data-before` / `data-after` say which ends hide more. */
export const strip = style({
  position: 'relative',
  vars: { [towardsEnd]: 'right', [towardsStart]: 'left' },
  selectors: {
    '[dir="rtl"] &': { vars: { [towardsEnd]: 'left', [towardsStart]: 'right' } },
  },
});

/** The categories: one row that scrolls sideways at every width, faded at an end that hides more. */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '6.5rem',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Horizontal scrolling is along the inline axis in both directions, hence overflowX.
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollSnapType: 'inline mandatory',
  paddingBlockEnd: vars.space.sm,
  selectors: {
    [`${strip}[data-before] > &`]: {
      maskImage: `linear-gradient(to ${towardsEnd}, transparent, #000 ${FADE})`,
    },
    [`${strip}[data-after] > &`]: {
      maskImage: `linear-gradient(to ${towardsStart}, transparent, #000 ${FADE})`,
    },
    [`${strip}[data-before][data-after] > &`]: {
      maskImage: `linear-gradient(to ${towardsEnd}, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`,
    },
  },
});

const stripButton = {
  position: 'absolute',
  insetBlockStart: `calc(${vars.space.sm} + ${CATEGORY_IMAGE_SIZE / 2}px)`,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  boxShadow: `0 1px 4px ${vars.color.shadow}`,
} as const;

// At an end with nothing beyond it, the button would only cover the first or last tile: it fades
// out, unless the keyboard is on it (it keeps focus when the strip reaches that end).
const spentButton = { opacity: 0, pointerEvents: 'none' } as const;

// Doubled class (`&&`): placed over the strip whatever order the button's own styles load in.
/** The Previous button, over the strip's inline start. */
export const previous = style({
  selectors: {
    '&&': { ...stripButton, insetInlineStart: 0 },
    '&&[aria-disabled="true"]:not(:focus-visible)': spentButton,
  },
});

/** The Next button, over the strip's inline end. */
export const next = style({
  selectors: {
    '&&': { ...stripButton, insetInlineEnd: 0 },
    '&&[aria-disabled="true"]:not(:focus-visible)': spentButton,
  },
});

/** One tile, snapping to the strip's start. */
export const item = style({ scrollSnapAlign: 'start' });

/** The link: round picture above the name. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline,
  },
});

/** The round picture. */
export const image = style({
  inlineSize: `${CATEGORY_IMAGE_SIZE}px`,
  blockSize: `${CATEGORY_IMAGE_SIZE}px`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});

/** The name: two lines at most, and always two lines tall. */
export const name = style({
  minBlockSize: '2.6em',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/** Skeleton pieces: the circle and the name's two lines. */
export const boneImage = style({
  inlineSize: `${CATEGORY_IMAGE_SIZE}px`,
  blockSize: `${CATEGORY_IMAGE_SIZE}px`,
  borderRadius: vars.radius.pill,
});
export const boneName = style({ blockSize: '2.6em', inlineSize: '80%' });
