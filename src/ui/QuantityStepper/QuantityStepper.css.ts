import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The stepper: a pill holding minus, count and plus in reading order. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: '0.125rem',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
});

/** Round step buttons to match the pill; doubled class so this wins over the button's radius. */
export const step = style({ selectors: { '&&': { borderRadius: vars.radius.pill } } });

/** The slot the count sits in, wide enough for two digits so the buttons do not jump. */
export const slot = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '2.25ch',
  paddingInline: vars.space.xs,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The count. While a change is pending it turns transparent (still read by screen readers) and a
 * spinner shows in its place.
 */
export const count = style({
  selectors: { [`${slot}[data-pending] > &`]: { opacity: 0 } },
});

/** The pending spinner, centred on the count. */
export const spinner = style({ position: 'absolute' });
