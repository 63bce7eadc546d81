import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Below the list: the Show more button (or the failure) in the middle. */
export const footer = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlock: vars.space.lg,
});

/** The watched box: at the list's end, taking no room. */
export const trigger = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '1px',
  blockSize: '1px',
});

/** Why the next page is missing. */
export const failureText = style({ margin: 0, color: vars.color.textMuted });
