import { style } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

/** The choices side by side in one pill. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
});

/** One choice (an icon, a name or both); the chosen one is filled with the accent. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlSm,
  minInlineSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  lineHeight: 1.2,
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': {
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: vars.font.weightBold,
      cursor: 'default',
    },
    '&:hover:not([aria-checked="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline,
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `background-color ${vars.motion.duration}, color ${vars.motion.duration}`,
    },
  },
});

/** A choice that shows only its icon, in a round button. */
export const iconOnly = style({ paddingInline: 0 });
