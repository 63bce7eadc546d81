import { keyframes, style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { popoverSurface } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The tallest the suggestion dropdown grows before it scrolls, in CSS pixels (spec §9). */
export const DROPDOWN_MAX_HEIGHT_PX = 400;

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.25rem)' },
  to: { opacity: 1, transform: 'none' },
});

/** The box: the field, then (while open) its dropdown, which floats over what follows. */
export const root = style({ display: 'block', minInlineSize: '12rem' });

/** The search field: a pill with the magnifier at the inline start and the text after it. */
export const field = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  blockSize: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  selectors: {
    // The input draws no ring of its own, so the whole pill shows the keyboard focus.
    '&:focus-within': focusOutline,
  },
});

/** The magnifier, muted so the text leads. */
export const fieldIcon = style({ flexShrink: 0, color: vars.color.textMuted });

/**
 * The text input, filling the pill. Its own width is 0 so the box asks no room for the input's
 * default 20 characters: placed in a row, the box shrinks to its 12rem minimum like any widget.
 */
export const input = style({
  flex: 1,
  inlineSize: 0,
  minInlineSize: 0,
  blockSize: '100%',
  padding: 0,
  border: 0,
  outline: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
});

/** The dropdown under the field: at most 400 px high, scrolling inside itself. */
export const dropdown = style([
  popoverSurface,
  {
    boxSizing: 'border-box',
    minInlineSize: 'min(18rem, calc(100vw - 1rem))',
    maxBlockSize: `${DROPDOWN_MAX_HEIGHT_PX}px`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    paddingBlock: vars.space.xs,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${appear} ${vars.motion.duration} ease-out`,
      },
    },
  },
]);

/** A group's heading ("Items", "Stores") or the recent searches' title. */
export const groupLabel = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

/** One option: picture or icon, then its text; the active one is tinted and marked at its start. */
export const option = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderInlineStart: '3px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceMuted,
      borderInlineStartColor: vars.color.accent,
    },
  },
});

/** A recent search's icon. */
export const optionIcon = style({ flexShrink: 0, color: vars.color.textMuted });

/** A suggested item or store: its row takes the option's width. */
export const suggestion = style({ flex: 1, minInlineSize: 0 });

/**
 * The typed text inside a name. Only the background changes: a bolder weight would switch fonts
 * mid-word and break the joining of Arabic letters.
 */
export const mark = style({
  backgroundColor: vars.color.accentSoft,
  color: 'inherit',
  borderRadius: '2px',
});

/** A line standing for the whole dropdown: loading, or nothing found. */
export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.md,
  color: vars.color.textMuted,
});

/** The recent searches' title and Clear All, on one line. */
export const recentHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInlineEnd: vars.space.xs,
});

/** Holds the recent options and, over their inline end, their delete buttons. */
export const recentRows = style({ position: 'relative' });

/**
 * A recent search: one line of fixed height, so that the delete button beside it (kept out of
 * the listbox, where a button may not be) lines up with it; room is left for that button.
 */
export const recentOption = style({
  blockSize: vars.size.control,
  paddingInlineEnd: `calc(${vars.size.control} + ${vars.space.sm})`,
});

/** A recent search's text, cut with an ellipsis when too long for its line. */
export const recentTerm = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The delete buttons, one per recent search, in a column at the rows' inline end. */
export const deleteColumn = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One delete button's cell, as high as its row. */
export const deleteCell = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: vars.size.control,
});
