import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The "Download the app" link in the top bar. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  fontSize: vars.font.sizeSm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});

/** The code and its caption, stacked. */
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

/** What the code is for. */
export const caption = style({
  maxInlineSize: '12rem',
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
});

/** The code's box: square corners, so the quiet zone stays whole. */
export const qr = style({ display: 'block' });

/** The code's place while its encoder loads: the same size, so the card does not jump. */
export const qrPending = style({ inlineSize: '160px', blockSize: '160px' });

// Fixed colours, not theme tokens: scanners read dark modules on a light ground only.
/** The light ground under the code, quiet zone included. */
export const qrLight = style({ fill: '#ffffff' });

/** The dark modules. */
export const qrDark = style({ fill: '#000000' });
