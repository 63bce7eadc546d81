import { style } from '@vanilla-extract/css';
import { choiceInput, group, legend as groupLegend } from '../../../src/ui/form/Form.css';
import { focusOutline, focusOutlineInset } from '../../../src/ui/theme/focusRing.css';
import { popoverSurface, skeletonBone } from '../../../src/ui/theme/surfaces.css';
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

/** The form's fields: one column on a phone, two where there is room. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A field across both columns (the address line, the address type). */
export const wide = style({ gridColumn: '1 / -1' });

/** Buttons that lead elsewhere in the step (add a new address, back to the saved ones). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

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

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const savedBone = style([
  skeletonBone,
  { blockSize: '4.5rem', borderRadius: vars.radius.lg },
]);

// ---------------------------------------------------------------------------------------------
// Location
// ---------------------------------------------------------------------------------------------

/** The location's ways (the browser's position, a zone and an area) and the point they give. */
export const location = style({
  gridColumn: '1 / -1',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  margin: 0,
  padding: vars.space.md,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const locationLegend = style([legend, { paddingInline: vars.space.xs }]);

export const orChoose = style([muted, { margin: 0 }]);

/** The coordinates can only be read: a muted ground says so before a tap does. */
export const readOnly = style({ background: vars.color.surfaceMuted, cursor: 'default' });

/** The hint and what the check says, close under the coordinates. */
export const locationNotes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The coordinates stay two narrow fields side by side, even on a phone. */
export const coordinates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

/** What the location's check says: a problem in the danger colour, a success in the accent's. */
export const notice = style({ margin: 0, fontSize: vars.font.sizeSm });
export const problem = style([notice, { color: vars.color.danger }]);
export const confirmed = style([notice, { color: vars.color.success }]);

// ---------------------------------------------------------------------------------------------
// Area search (a combobox)
// ---------------------------------------------------------------------------------------------

/** The field, and its listbox floating over what follows. */
export const combo = style({ position: 'relative' });

export const listbox = style([
  popoverSurface,
  {
    position: 'absolute',
    insetInline: 0,
    insetBlockStart: `calc(100% + ${vars.space.xs})`,
    maxBlockSize: '16rem',
    overflowY: 'auto',
    margin: 0,
    padding: vars.space.xs,
    listStyle: 'none',
  },
]);

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.1rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSoft, ...focusOutlineInset },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

/** What the popup says when it has no places to offer (searching, none, a failure). */
export const popupNote = style([
  popoverSurface,
  {
    position: 'absolute',
    insetInline: 0,
    insetBlockStart: `calc(100% + ${vars.space.xs})`,
    margin: 0,
    padding: vars.space.md,
    color: vars.color.textMuted,
  },
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
