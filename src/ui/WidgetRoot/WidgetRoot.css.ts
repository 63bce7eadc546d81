import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The root box: it adds no layout of its own so a widget sits inline where it is placed. */
export const root = style({ display: 'contents' });

/** Where sheets, dialogs, popovers and toasts mount: above the page, inside the themed root. */
export const overlayLayer = style({
  position: 'relative',
  zIndex: vars.layer.overlay,
});
