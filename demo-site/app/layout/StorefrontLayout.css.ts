import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../../src/ui/theme/focusRing.css';
import { vars } from '../../../src/ui/theme/vars.css';
import { MOBILE_NAV_CLEARANCE } from '../../../widgets/mobile-nav/bottomBarSize';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  insetBlockStart: '-4rem',
  zIndex: vars.layer.overlay,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&:focus': { insetBlockStart: vars.space.sm },
    '&:focus-visible': focusOutline,
  },
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const main = style({
  flex: 1,
  // The footer starts below the fold, so the page loading in above it never pushes it around.
  minBlockSize: '100vh',
  inlineSize: '100%',
  maxInlineSize: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  boxSizing: 'border-box',
  selectors: {
    '&:focus': { outline: 'none' },
  },
  '@media': {
    // Below the desktop header, the mobile bottom bar covers the end of the page.
    '(max-width: 1023.98px)': {
      paddingBlockEnd: `calc(${vars.space.xl} + ${MOBILE_NAV_CLEARANCE})`,
    },
  },
});

/**
 * The mobile header's height (one row of controls, its padding and its border), held while its
 * chunk loads.
 */
export const mobileHeaderSpace = style({
  blockSize: `calc(${vars.size.control} + 2 * ${vars.space.sm} + 1px)`,
});

/**
 * The desktop header's height (top bar, main bar, navigation: 179 px at 1280 px), held while its
 * chunk loads.
 */
export const headerSpace = style({
  blockSize: '11.1875rem',
});

/** Room for the footer until it renders; it starts below the fold, after `main`'s full height. */
export const footerSpace = style({
  minBlockSize: '30rem',
});
