import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The root box: it adds no layout of its own so a widget sits inline where it is placed. */
export const root = style({ display: 'contents' });

/**
 * Where sheets, dialogs, popovers and toasts mount: above the page, inside the themed root. It is
 * pinned to the viewport's corner with no size, so the popovers placed against it stay put when
 * the page above it grows (content loading in after a popover has opened).
 */
export const overlayLayer = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: 0,
  blockSize: 0,
  zIndex: vars.layer.overlay,
});
