import { style } from '@vanilla-extract/css';
import { focusOutline } from './focusRing.css';
import { vars } from './vars.css';

/** A link that reads as text (an item's name): underlined only under the pointer. */
export const quietLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});
