import { globalStyle, style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

/** Above the page's content, below every overlay. */
const HEADER_LAYER = 100;

/**
 * The header: it sticks to the top of the page, and slides up out of view with a transform, so
 * nothing under it moves when it hides or shows.
 */
export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: HEADER_LAYER,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: `0 2px 8px ${vars.color.shadow}`,
  selectors: { '&[data-hidden]': { transform: 'translateY(-100%)' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.duration} ease-out`,
    },
  },
});

// Inside <souq-header> the header's box is the shadow root's only content, so the element itself
// must stick for the header to stay at the top of the page.
globalStyle(':host(souq-header)', {
  display: 'block',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: HEADER_LAYER,
});

/** One band of the header, its content centred on wide screens. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxInlineSize: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.sm,
});

/** The thin top bar: account entry at the start, app, country, language and theme at the end. */
export const topBar = style({
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.font.sizeSm,
});

/** The top bar's end group. */
export const topEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  marginInlineStart: 'auto',
});

/** The main bar under the top bar. */
export const mainBar = style({ paddingBlockStart: vars.space.xs });

/** The logo link. */
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  color: vars.color.accent,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusOutline },
});

/** The logo picture, kept to the bar's height whatever its proportions. */
export const logoImage = style({
  display: 'block',
  blockSize: '2.5rem',
  inlineSize: 'auto',
  maxInlineSize: '10rem',
  objectFit: 'contain',
});

/** The shop's name when there is no logo picture. */
export const logoText = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

/** The search box takes the room left between the logo and the actions. */
export const search = style({ flex: '1 1 auto', minInlineSize: 0, maxInlineSize: '40rem' });

/** Track order or wishlist, then the cart, at the inline end. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

/** An icon-only link, sized like an icon button. */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.control,
  blockSize: vars.size.control,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline,
  },
});

/** The navigation band: categories, Flash Sale, Campaigns and, at the end, the trust badge. */
export const navRow = style([row, { gap: vars.space.xl, paddingBlockEnd: vars.space.md }]);

/** A navigation link: an icon and its name. */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': focusOutline,
  },
});

/** The trust badge: a shield and "Secure shopping", at the inline end. */
export const trust = style([
  navLink,
  { marginInlineStart: 'auto', color: vars.color.success, fontWeight: 'normal' },
]);
