import { style } from '@vanilla-extract/css';
import * as address from '../../../src/ui/address/AddressForm.css';
import { choiceInput, group, legend as groupLegend } from '../../../src/ui/form/Form.css';
import { focusOutline } from '../../../src/ui/theme/focusRing.css';
import { skeletonBone } from '../../../src/ui/theme/surfaces.css';
import { vars } from '../../../src/ui/theme/vars.css';

// ---------------------------------------------------------------------------------------------
// The step
// ---------------------------------------------------------------------------------------------

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg });

/** Buttons that lead elsewhere in the step (add a new address, back to the saved ones). */
export const actions = address.actions;

// ---------------------------------------------------------------------------------------------
// Saved addresses
// ---------------------------------------------------------------------------------------------

/** The saved addresses: the form kit's group of choices, under its legend. */
export const savedGroup = group;

export const legend = groupLegend;

/** One saved address: a card that is its radio button's label, tall enough to tap. */
export const savedOption = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&:has(input:focus-visible)': focusOutline,
  },
});

/** The form kit's radio, kept by the first line of a card that may wrap. */
export const radio = style([choiceInput, { flexShrink: 0, marginBlockStart: '0.2rem' }]);

export const savedText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const savedType = style({ fontWeight: vars.font.weightBold });

/** The address form's small print and notices, said the same way in the list. */
export const { muted, notice, problem } = address;

export const savedBone = style([
  skeletonBone,
  { blockSize: '4.5rem', borderRadius: vars.radius.lg },
]);

/** A read that failed: its icon, what failed and Try again, on one line where they fit. */
export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
});
