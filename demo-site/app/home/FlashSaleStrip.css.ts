import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../../src/ui/theme/focusRing.css';
import { vars } from '../../../src/ui/theme/vars.css';

/** The strip stands out from the plain sections on a soft accent background. */
export const strip = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
});

/** The sale's own title beside the heading. */
export const saleTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** "Ends in" and the ticking time. */
export const countdown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

/** The hh:mm:ss digits, in fixed-width figures so they do not jiggle as they tick. */
export const timer = style({
  paddingBlock: '0.125rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.surface,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

/** The See All link. */
export const seeAll = style({
  color: vars.color.accent,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      ...focusOutline,
      borderRadius: vars.radius.sm,
    },
  },
});
