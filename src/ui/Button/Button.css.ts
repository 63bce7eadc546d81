import { style, styleVariants } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

// Hover colours must not light up a control that cannot be used.
const usableHover = '&:hover:not(:disabled):not([aria-disabled="true"])';

/** What every button shares: a centred row of content, the focus ring, the disabled look. */
export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': focusOutline,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    // Busy is a moment of waiting, not an unusable control: full colour, a waiting cursor.
    '&[aria-busy="true"]': { opacity: 1, cursor: 'progress' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `background-color ${vars.motion.duration}, border-color ${vars.motion.duration}, color ${vars.motion.duration}`,
    },
  },
});

/** Colours of each variant. */
export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.accent,
    color: vars.color.accentText,
    selectors: { [usableHover]: { backgroundColor: vars.color.accentHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { [usableHover]: { backgroundColor: vars.color.surfaceMuted } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { [usableHover]: { backgroundColor: vars.color.surfaceMuted } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.surface,
    // No darker danger token exists, so hover dims the one there is, in either scheme.
    selectors: { [usableHover]: { filter: 'brightness(0.9)' } },
  },
});

/** Heights and paddings of each size. */
export const size = styleVariants({
  md: {
    minBlockSize: vars.size.control,
    paddingInline: vars.space.lg,
    fontSize: vars.font.sizeMd,
  },
  sm: {
    minBlockSize: vars.size.controlSm,
    paddingInline: vars.space.md,
    fontSize: vars.font.sizeSm,
  },
});

/** Stretches the button across its container. */
export const fullWidth = style({ display: 'flex', inlineSize: '100%' });

/**
 * The label. While busy it turns transparent rather than hidden: the button keeps its width and
 * its accessible name, and the spinner shows in its place.
 */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { [`${base}[aria-busy="true"] > &`]: { opacity: 0 } },
});

/** The spinner, centred over the transparent label. */
export const spinner = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  marginBlockStart: '-0.5em',
  marginInlineStart: '-0.5em',
});
