import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

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
