import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/** A header-wide strip for the box, with room below for its dropdown. */
export const stage = style({
  maxInlineSize: '32rem',
  minBlockSize: '32rem',
  padding: vars.space.xl,
});
