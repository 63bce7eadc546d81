import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// Doubled class (`&&`) so the square shape wins over the Button's padded sizes whatever order the
// stylesheets load in.
/** Square shapes per button size: as wide as the control is tall, no padding. */
export const square = styleVariants({
  md: {
    selectors: {
      '&&': { inlineSize: vars.size.control, blockSize: vars.size.control, paddingInline: 0 },
    },
  },
  sm: {
    selectors: {
      '&&': { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm, paddingInline: 0 },
    },
  },
});

/** The count bubble, on the inline-end top corner: top right in English, top left in Arabic. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: '-0.25rem',
  insetInlineEnd: '-0.25rem',
  minInlineSize: '1.25rem',
  blockSize: '1.25rem',
  paddingInline: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger,
  color: vars.color.surface,
  // The surface-coloured ring keeps the bubble apart from the icon it overlaps.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
