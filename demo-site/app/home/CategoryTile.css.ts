import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/ui/theme/vars.css';
import { WIDE } from './HomeSection.css';

/** Intrinsic size of a category picture in CSS pixels. */
export const CATEGORY_IMAGE_SIZE = 72;

/**
 * The categories: a swipeable strip on a phone, where a thumb finds the sideways scroll; from
 * `WIDE` on, rows that wrap, so every category shows without a scroll a mouse would not find.
 */
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
  '@media': {
    [WIDE]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
      overflowX: 'visible',
      scrollSnapType: 'none',
      rowGap: vars.space.md,
    },
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
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
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
