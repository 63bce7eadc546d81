import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The packets' tiles: one column on phones, as many as fit on wider screens. */
export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A packet's tile: its picture beside its name and words, the whole tile a link. */
export const tile = style([
  cardSurface,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    blockSize: '100%',
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': focusOutline,
    },
  },
]);

/** The packet's picture. */
export const picture = style({ flex: 'none', borderRadius: vars.radius.md });

/** The packet's name over its words. */
export const words = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

/** The packet's name. */
export const name = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

/** The packet's words, two lines at most. */
export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** See All, beside the heading. */
export const seeAll = style({
  color: vars.color.accent,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusOutline, borderRadius: vars.radius.sm },
  },
});

/** A tile's stand-in while the packets load. */
export const tileBone = style([
  skeletonBone,
  { blockSize: '5.5rem', borderRadius: vars.radius.lg },
]);
