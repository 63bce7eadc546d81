import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Room around the triggers so the bubbles have space on every side. */
export const stage = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: '4rem',
});
