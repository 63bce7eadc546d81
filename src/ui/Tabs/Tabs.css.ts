import { style } from '@vanilla-extract/css';
import { focusOutlineInset } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

/** The tabs in one row along a rule; the row scrolls sideways when a narrow phone cuts it. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** One tab; the chosen one is underlined in the accent colour. */
export const tab = style({
  flex: 'none',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.text,
      fontWeight: vars.font.weightBold,
      borderBlockEndColor: vars.color.accent,
    },
    '&:hover': { color: vars.color.text },
    // Inset: the row scrolls, so a ring drawn outside a tab would be cut off.
    '&:focus-visible': { ...focusOutlineInset, borderRadius: vars.radius.sm },
  },
});
