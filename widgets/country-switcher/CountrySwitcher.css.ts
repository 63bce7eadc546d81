import { style } from '@vanilla-extract/css';
import { focusOutline, focusOutlineInset } from '../../src/ui/theme/focusRing.css';
import { popoverSurface } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The button showing the shopper's country: its flag, its name and a chevron. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled), &[aria-expanded="true"]': {
      backgroundColor: vars.color.surfaceMuted,
    },
    '&:focus-visible': focusOutline,
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `background-color ${vars.motion.duration}`,
    },
  },
});

/** The chevron turns while the list is open. */
export const chevron = style({
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.duration}`,
    },
  },
});

/** The list of countries, floating under the button. */
export const list = style([
  popoverSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    minInlineSize: '14rem',
    maxInlineSize: 'calc(100vw - 1rem)',
    margin: 0,
    padding: vars.space.xs,
    selectors: { '&:focus-visible': focusOutline },
  },
]);

/** One country: flag, name, and a note or a check at the inline end. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { ...focusOutlineInset, backgroundColor: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { fontWeight: vars.font.weightBold },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The country's name takes the free space, pushing the note to the inline end. */
export const optionName = style({ flex: 1 });

/** "Coming soon", beside a country that cannot be chosen yet. */
export const comingSoon = style({
  fontSize: vars.font.sizeSm,
  fontWeight: 'normal',
  color: vars.color.textMuted,
});

/** The check beside the shopper's country. */
export const check = style({ color: vars.color.accent });
