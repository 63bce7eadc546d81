import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/** The heart of an item that is not wished: an outline in the text colour. */
export const notWished = style({
  color: vars.color.text,
});

/** The heart of a wished item: filled, in the danger (red) colour. */
export const wished = style({
  color: vars.color.danger,
});

// The lucide heart is an outline; filling it with its stroke colour is what "wished" looks like.
globalStyle(`${wished} svg`, { fill: 'currentColor' });
