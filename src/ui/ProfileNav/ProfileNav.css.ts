import { style } from '@vanilla-extract/css';
import { WIDE } from '../catalog/CatalogSection/CatalogSection.css';
import { focusOutlineInset } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

/**
 * The menu: a row at the top of the page on phones; from WIDE on, a card beside the section that
 * stays in view while the section scrolls.
 */
export const nav = style({
  minInlineSize: 0,
  paddingBlockStart: vars.space.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  '@media': {
    [WIDE]: {
      position: 'sticky',
      insetBlockStart: vars.space.md,
      marginBlockStart: vars.space.lg,
      padding: vars.space.sm,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});

/** The entries: one row that scrolls sideways on phones, one column from WIDE on. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [WIDE]: { flexDirection: 'column', overflowX: 'visible' } },
});

/** One entry; it keeps its width in the phone's row. */
export const item = style({ flex: 'none' });

/** An entry's link: a pill on phones, a full-width row from WIDE on; the current one stands out. */
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': {
    [WIDE]: { borderColor: 'transparent', borderRadius: vars.radius.md },
  },
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
      fontWeight: vars.font.weightBold,
    },
    // Inset: the phone's row scrolls, so a ring drawn outside an entry would be cut off.
    '&:focus-visible': focusOutlineInset,
  },
});
