import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';
import { MOBILE_NAV_CLEARANCE } from './bottomBarSize';

/** A page long enough to scroll under the header, padded so nothing hides behind the bar. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingBlockEnd: MOBILE_NAV_CLEARANCE,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
});

/** A stand-in block of page content. */
export const block = style({
  margin: 0,
  blockSize: '8rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});
