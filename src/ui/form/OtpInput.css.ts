import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { control } from './Form.css';

/** The boxes of a code, side by side; a code reads left to right in Arabic too. */
export const boxes = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center' });

/** One digit's box: square, the digit large and centred. */
export const box = style([
  control,
  {
    inlineSize: '3.25rem',
    blockSize: '3.5rem',
    paddingInline: 0,
    textAlign: 'center',
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
  },
]);
