import { style } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

/*
 * Choices drawn as rows, each a label around its radio: the checkout's stores and payment
 * methods, the parcel's payer and payment.
 */

/** Options one under the other. */
export const optionList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/**
 * The bordered row around a radio that marks the choice: its frame, the chosen one in the accent,
 * the focus ring when the radio has it, a disabled one dimmed. Rows lay their content out themselves.
 */
export const optionFrame = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&:has(input:focus-visible)': focusOutline,
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

/** One option: its radio, its name and what it means, in an option's frame. */
export const option = style([
  optionFrame,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    columnGap: vars.space.sm,
    rowGap: vars.space.xs,
  },
]);

/** An option's name. */
export const optionName = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

/** What an option means, under its name. */
export const optionNote = style({
  gridColumn: '2',
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** Why an option cannot be chosen, said in the danger colour. */
export const optionRefusal = style([optionNote, { color: vars.color.danger }]);
