import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The panel: its heading and Clear all, then one group per filter. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The panel's heading row. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The panel's heading. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** One filter group. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.md,
  border: 'none',
  borderBlockStart: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

/** A group's name. */
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

/** A checkbox or radio with its label, a comfortable target. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  cursor: 'pointer',
});

/** The native checkbox or radio, in the accent colour. */
export const mark = style({
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  margin: 0,
  accentColor: vars.color.accent,
  ':focus-visible': focusOutline,
});

/** The two price inputs side by side. */
export const priceRow = style({
  display: 'grid',
  // minmax(0, …): a number input's intrinsic width must not widen the panel past its column.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

/** A label above its input. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** A text or number input, or a select, in the kit's look. */
export const input = style({
  minBlockSize: vars.size.control,
  minInlineSize: 0,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  ':focus-visible': focusOutline,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

/** The price range's error. */
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
});

/** The shop's price span under the inputs. */
export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
