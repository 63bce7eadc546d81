import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { focusOutline, focusOutlineInset } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

/** Intrinsic size of a banner picture: 2:1, the largest a slide shows it. */
export const BANNER_WIDTH = 720;
export const BANNER_HEIGHT = 360;

/** The slides: one and a peek of the next on phones, two side by side on wider screens. */
export const strip = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '88%',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Horizontal scrolling is along the inline axis in both directions, hence overflowX.
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollSnapType: 'inline mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.lg,
  '@media': {
    [WIDE]: { gridAutoColumns: `calc((100% - ${vars.space.md}) / 2)` },
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
  selectors: {
    '&:focus-visible': focusOutline,
  },
});

/** One slide, snapping to the strip's start. */
export const slide = style({ scrollSnapAlign: 'start', minInlineSize: 0 });

/** A slide that leads nowhere: just its picture. */
export const figure = style({ margin: 0 });

/** A slide's link, with a visible focus ring inside the strip's clipped edge. */
export const link = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  selectors: {
    '&:focus-visible': focusOutlineInset,
  },
});

/** The picture, 2:1 at the slide's full width. */
export const image = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '2',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

/** Previous and next, at the inline end under the strip. */
export const controls = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minBlockSize: vars.size.control,
  marginBlockStart: vars.space.sm,
});

/** A slide's stand-in while the banners load. */
export const bone = style({
  inlineSize: '100%',
  aspectRatio: '2',
  borderRadius: vars.radius.lg,
});
