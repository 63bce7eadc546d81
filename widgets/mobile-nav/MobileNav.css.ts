import { globalStyle, style } from '@vanilla-extract/css';
import { focusOutline, focusOutlineInset } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';
import { MOBILE_BOTTOM_BAR_HEIGHT } from './bottomBarSize';

// The header and the bar sit above the page but under the sheets and dialogs they open.
const aboveThePage = `calc(${vars.layer.overlay} - 1)`;

const focusRing = {
  '&:focus-visible': focusOutlineInset,
} as const;

/* ---------------------------------------------------------------------------------------------
 * The header
 * ------------------------------------------------------------------------------------------- */

/** The header, stuck to the top of the page, with the search box under it when revealed. */
// A shadow root's content sticks only within its host's box: as a custom element, the host itself
// sticks to the top of the page (the bottom bar is fixed and needs nothing).
// The theme's tokens live inside the shadow root, out of the host's reach: a plain layer here.
globalStyle(':host(souq-mobile-nav)', {
  display: 'block',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 100,
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: aboveThePage,
  display: 'block',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The header's row: menu at the inline start, logo in the middle, search at the inline end. */
export const headerRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.control} 1fr ${vars.size.control}`,
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
});

/** The logo link, centred; it holds the logo picture or the shop's name. */
export const logoLink = style({
  justifySelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minInlineSize: 0,
  maxInlineSize: '100%',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusOutline,
  },
});

/** The logo picture, kept to the header's height whatever its proportions. */
export const logoImage = style({
  display: 'block',
  blockSize: '2rem',
  inlineSize: 'auto',
  maxInlineSize: '10rem',
  objectFit: 'contain',
});

/** The shop's name in place of a logo that is missing or failed. */
export const logoText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** The revealed search: the box across the width, its close button at the inline end. */
export const searchPanel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  paddingInline: vars.space.sm,
});

/** The search box's slot, taking the room the close button leaves. */
export const searchSlot = style({ flex: '1 1 auto', minInlineSize: 0 });

/* ---------------------------------------------------------------------------------------------
 * The bottom bar
 * ------------------------------------------------------------------------------------------- */

/** The bar, fixed to the block end of the screen, clear of the home indicator. */
export const bottomBar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: aboveThePage,
  boxSizing: 'content-box',
  blockSize: MOBILE_BOTTOM_BAR_HEIGHT,
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: `0 -2px 12px ${vars.color.shadow}`,
  fontFamily: vars.font.family,
});

/** The five items, sharing the width evenly. */
export const barList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One item: its icon over its label, the whole cell pressable. */
export const barItem = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
  blockSize: '100%',
  padding: vars.space.xs,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: '0.75rem',
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    ...focusRing,
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.font.weightBold },
    '&:hover': { color: vars.color.text },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `color ${vars.motion.duration}`,
    },
  },
});

/** The item's icon, with room for the cart's count bubble. */
export const barIcon = style({ position: 'relative', display: 'inline-flex' });

/** The cart's count on the icon's inline-end top corner. */
export const barBadge = style({
  position: 'absolute',
  insetBlockStart: '-0.375rem',
  insetInlineEnd: '-0.625rem',
  minInlineSize: '1.125rem',
  blockSize: '1.125rem',
  paddingInline: '0.25rem',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger,
  color: vars.color.surface,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  fontSize: '0.625rem',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

/** The item's label, on one line. */
export const barLabel = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
