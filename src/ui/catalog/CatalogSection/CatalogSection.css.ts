import { keyframes, style } from '@vanilla-extract/css';
import { focusOutline } from '../../theme/focusRing.css';
import { skeletonBone } from '../../theme/surfaces.css';
import { vars } from '../../theme/vars.css';
import { failureText as sharedFailureText, listFailure } from '../catalogPage.css';

/** From this width on, card rows become wrapping grids instead of scrolling strips. */
export const WIDE = 'screen and (min-width: 48rem)';

/** A catalog section; `minInlineSize: 0` keeps a scrolling row inside the page's width. */
export const section = style({
  minInlineSize: 0,
  marginBlockEnd: vars.space.xl,
});

/** The heading row: the title, then whatever the section adds (a countdown, a See All link). */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

/** The heading row of a section whose title is for screen readers only: it takes no room. */
export const headerHidden = style({ display: 'flex' });

/** The section title. */
export const title = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  selectors: {
    '&:focus-visible': {
      ...focusOutline,
      borderRadius: vars.radius.sm,
    },
  },
});

/** The failure notice: what went wrong, and the Try again button. */
export const failure = style([listFailure, { background: vars.color.surface }]);

/** The failure text. */
export const failureText = sharedFailureText;

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

/** A grey block standing in for content while it loads: the catalog cards' own. */
export const bone = skeletonBone;

/**
 * A loading section's skeleton, pulsing as one (only when motion is welcome). One animated box
 * per section rather than one per grey block: every running animation sends the page its start
 * and iteration events, which React's root listener handles one by one (hundreds a second on a
 * loading home page, on the main thread); the section's opacity changes on the compositor alone.
 */
export const loading = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${shimmer} 1.6s ease-in-out infinite`,
    },
  },
});

const rowBase = {
  display: 'grid',
  gridAutoFlow: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Horizontal scrolling is along the inline axis in both directions, hence overflowX.
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollSnapType: 'inline mandatory',
  paddingBlockEnd: vars.space.sm,
} as const;

/** Product cards: a swipeable strip on phones, a wrapping grid on wider screens. */
export const productRow = style({
  ...rowBase,
  gridAutoColumns: 'minmax(9.5rem, 44%)',
  '@media': {
    [WIDE]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))',
      overflowX: 'visible',
      scrollSnapType: 'none',
    },
  },
});

/** Store cards: wider than product cards, the same strip-then-grid behaviour. */
export const storeRow = style({
  ...rowBase,
  gridAutoColumns: 'minmax(15rem, 82%)',
  '@media': {
    [WIDE]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
      overflowX: 'visible',
      scrollSnapType: 'none',
    },
  },
});

/** Each card of a row snaps to the start of the strip. */
export const snap = style({ scrollSnapAlign: 'start', minInlineSize: 0 });
