import { style } from '@vanilla-extract/css';
import { focusOutline, focusOutlineInset } from '../../src/ui/theme/focusRing.css';
import { popoverSurface } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The Categories button: an icon and the word, highlighted while the panel is open. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { backgroundColor: vars.color.accentHover },
    '&:focus-visible': focusOutline,
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `background-color ${vars.motion.duration}`,
    },
  },
});

/** The floating panel under the button. */
export const panel = style([
  popoverSurface,
  {
    inlineSize: 'min(48rem, calc(100vw - 1rem))',
    maxBlockSize: 'min(32rem, calc(100vh - 8rem))',
    overflow: 'auto',
  },
]);

/** The parents' column beside the children's pane. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 16rem) 1fr',
  minBlockSize: '16rem',
});

const plainList = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** The parent categories, at the inline start. */
export const parents = style({
  ...plainList,
  paddingBlock: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

/** One parent: its name and a chevron toward its children. */
export const parent = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-expanded="true"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.accent,
      fontWeight: vars.font.weightBold,
    },
    '&:focus-visible': focusOutlineInset,
  },
});

/** The chevron shows only beside the parent whose children are shown. */
export const parentChevron = style({
  opacity: 0,
  selectors: { [`${parent}[aria-expanded="true"] &`]: { opacity: 1 } },
});

/** The active parent's children and its See All link, at the inline end. */
export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

/** The children as a grid of pictures with their names under them. */
export const children = style({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space.md,
});

/** One child: its picture and its name. */
export const child = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline,
  },
});

/** A child's picture, round. */
export const childImage = style({ borderRadius: vars.radius.pill });

/** The See All link under the children. */
export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'start',
  gap: vars.space.xs,
  color: vars.color.accent,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});

/** Loading, the failure and the empty tree: centred in the panel. */
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '10rem',
  padding: vars.space.xl,
});

/** The message of the failure or the empty tree. */
export const statusText = style({ margin: 0, color: vars.color.textMuted });
