import { style } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

/** A field: its label, the control, then its hint, counter and error, stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

/** Marks a field the form cannot go without; its meaning is also in the input's `required`. */
export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '0.15em' });

/** Text inputs, text areas and selects share one look. */
export const control = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  selectors: {
    '&:focus-visible': focusOutline,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** A control with a button inside it, at its end (a password's show and hide). */
export const withButton = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The control leaves room at its end for the button over it. */
export const controlWithButton = style({
  paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.sm})`,
});

/** The button inside a control: square, at the control's end edge. */
export const inputButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusOutline,
  },
});

export const textArea = style({ minBlockSize: '5.5rem', resize: 'vertical' });

/** The hint and the character counter sit on one line under the control. */
export const below = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const counter = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' });

export const overLimit = style({ color: vars.color.danger });

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
});

/** A group of choices under its legend. */
export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style([label, { padding: 0, marginBlockEnd: vars.space.xs }]);

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A radio or check box with its label, large enough to tap. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
    },
    '&:has(input:focus-visible)': focusOutline,
  },
});

/** A check box on a line of its own, without the pill. */
export const checkRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  cursor: 'pointer',
  selectors: { '&:has(input:focus-visible)': focusOutline },
});

export const choiceInput = style({
  margin: 0,
  inlineSize: '1.1rem',
  blockSize: '1.1rem',
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

/** What went wrong with the whole form, above its submit button. */
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});
