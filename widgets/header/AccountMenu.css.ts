import { style } from '@vanilla-extract/css';
import { focusOutline, focusOutlineInset } from '../../src/ui/theme/focusRing.css';
import { popoverSurface } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The visitor's Sign In and Sign Up links, side by side. */
export const guest = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

/** One of the visitor's links. */
export const guestLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  fontSize: vars.font.sizeSm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});

/** The customer's menu button: an icon, the first name and a chevron. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { backgroundColor: vars.color.surface },
    '&:focus-visible': focusOutline,
  },
});

/** A long first name is cut rather than pushing the bar apart. */
export const name = style({
  maxInlineSize: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The chevron turns while the menu is open. */
export const chevron = style({
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.duration}`,
    },
  },
});

/** The menu, floating under the button. */
export const menu = style([
  popoverSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    minInlineSize: '13rem',
    padding: vars.space.xs,
    // The menu takes the focus only to pass it on to its entries, which show their own ring.
    ':focus': { outline: 'none' },
  },
]);

/** One entry of the menu. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { backgroundColor: vars.color.surfaceMuted, outline: 'none' },
    '&:focus-visible': focusOutlineInset,
  },
});

/** The line between the profile sections and Logout. */
export const separator = style({
  margin: `${vars.space.xs} 0`,
  border: 'none',
  borderBlockStart: `1px solid ${vars.color.border}`,
});
