import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The gallery: the main picture over its thumbnails. */
export const gallery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

/**
 * The main picture: square at the column's width, whatever the file's own size. On a phone it
 * takes at most half the screen's height, so the name, price and Add to Cart show without a long
 * scroll.
 */
export const main = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  '@media': { [`not ${WIDE}`]: { maxBlockSize: '50vh' } },
});

/** The main picture's stand-in, of its final size. */
export const bone = style([
  skeletonBone,
  {
    inlineSize: '100%',
    aspectRatio: '1',
    '@media': { [`not ${WIDE}`]: { maxBlockSize: '50vh' } },
  },
]);

/** The thumbnails: one row that scrolls along the inline axis when it is too long. */
export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  // Horizontal scrolling is along the inline axis in both directions, hence overflowX.
  overflowX: 'auto',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
});

/** One thumbnail; the chosen one framed in the accent colour. */
export const thumb = style({
  flex: 'none',
  padding: 0,
  lineHeight: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    '&[aria-checked="true"]': { borderColor: vars.color.accent },
    '&:focus-visible': focusOutline,
  },
});
