import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A sheet-wide list of rows, as in the cart and wishlist drawers. */
export const list = style({
  maxInlineSize: vars.size.sheet,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
});

/** A dropdown-wide listbox, as under the search box. */
export const listbox = style({ maxInlineSize: '22rem', padding: vars.space.lg });

/** A listbox option: the search box's own look, kept plain here. */
export const option = style({ paddingBlock: vars.space.xs });
