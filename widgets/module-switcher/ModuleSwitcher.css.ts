import { style, styleVariants } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The side of a module's icon on the home page's strip, and beside a name elsewhere. */
export const ICON_SIZE = { strip: 40, bar: 20, list: 28 } as const;

const list = {
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** The modules in each layout. */
export const modules = styleVariants({
  // A row of tiles; on a narrow screen it scrolls sideways rather than wrapping.
  strip: {
    ...list,
    gap: vars.space.sm,
    overflowX: 'auto',
    paddingBlock: vars.space.xs,
    scrollbarWidth: 'thin',
  },
  bar: { ...list, flexWrap: 'wrap', gap: vars.space.xs },
  list: { ...list, flexDirection: 'column', gap: vars.space.xs },
});

const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  border: `1px solid transparent`,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  lineHeight: 1.2,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    // Marked by its border and fill, not a bolder name: nothing beside it moves when it changes.
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&:hover:not([aria-pressed="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline,
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `background-color ${vars.motion.duration}, border-color ${vars.motion.duration}`,
    },
  },
});

/** One module's button in each layout. */
export const moduleButton = styleVariants({
  // A tile: the icon above the name, wide enough for "Pharmacy" / "صيدلية".
  strip: [
    option,
    {
      flexDirection: 'column',
      justifyContent: 'center',
      minInlineSize: '5.5rem',
      minBlockSize: '5.5rem',
      paddingInline: vars.space.sm,
      paddingBlock: vars.space.sm,
      borderColor: vars.color.border,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      fontSize: vars.font.sizeSm,
      textAlign: 'center',
    },
  ],
  bar: [
    option,
    {
      minBlockSize: vars.size.controlSm,
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.pill,
      fontSize: vars.font.sizeSm,
    },
  ],
  list: [
    option,
    {
      inlineSize: '100%',
      boxSizing: 'border-box',
      minBlockSize: vars.size.control,
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.sm,
      fontSize: 'inherit',
    },
  ],
});

/** A module's icon: its picture on a round tile. */
export const icon = style({ flexShrink: 0, borderRadius: vars.radius.sm });

/** The home page's entries to the current module's own pages (a pharmacy's prescription order). */
export const pageLinks = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One entry: its name over a line that says what it is for. */
export const pageLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': focusOutline,
  },
});

/** The entry's name. */
export const pageLinkTitle = style({ fontWeight: vars.font.weightBold, color: vars.color.accent });

/** The entry's line of explanation. */
export const pageLinkText = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
