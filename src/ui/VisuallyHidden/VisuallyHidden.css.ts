import { style } from '@vanilla-extract/css';

/**
 * Takes the text out of the visual layout while keeping it in the accessibility tree; `display:
 * none` or `visibility: hidden` would hide it from screen readers too.
 */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
