import { style } from '@vanilla-extract/css';
import { legend } from '../form/Form.css';
import { focusOutlineInset } from '../theme/focusRing.css';
import { popoverSurface } from '../theme/surfaces.css';
import { vars } from '../theme/vars.css';

// ---------------------------------------------------------------------------------------------
// The fields
// ---------------------------------------------------------------------------------------------

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

/** Buttons beside a field group (the browser's position, Try again). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Small print under a field: a hint, or an address's door details. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

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
