import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The sheet's form: the groups, one under the other. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
});

/** One choice group: its options stacked under the title. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

/** The group's title ("Size"). */
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
});

/** One option: the radio, its name, and its price at the inline end; the whole row is clickable. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
  },
});

/** The native radio, in the kit's accent colour with the kit's focus ring. */
export const radio = style({
  margin: 0,
  accentColor: vars.color.accent,
  selectors: {
    '&:focus-visible': focusOutline,
  },
});

/** The option's name. */
export const optionName = style({
  textAlign: 'start',
});

/** "Out of stock" beside a disabled option. */
export const soldOut = style({
  fontSize: vars.font.sizeSm,
});

/** The option's price, pushed to the inline end of the row. */
export const optionPrice = style({
  marginInlineStart: 'auto',
});

/** Why the choice cannot be confirmed yet. */
export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  textAlign: 'start',
});
