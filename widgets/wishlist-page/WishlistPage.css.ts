import { style } from '@vanilla-extract/css';
import {
  columnPageTitle,
  paddedColumnPage,
  wideCardGrid,
} from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The page: its heading, the tabs, then the chosen tab's list. */
export const page = style([paddedColumnPage, { gap: vars.space.md }]);

/** 'Wishlist': the page's h1. */
export const title = columnPageTitle;

/** The chosen tab's panel. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  selectors: { '&:focus-visible': focusOutline },
});

/** The wished items, one line each, in a card. */
export const lines = style([
  cardSurface,
  { margin: 0, paddingBlock: vars.space.xs, listStyle: 'none', minInlineSize: 0 },
]);

/** A stand-in line while the wishlist loads, not announced. */
export const lineBone = style([skeletonBone, { blockSize: '4.5rem', marginBlock: vars.space.sm }]);

/** The wished stores, as the store lists show them. */
export const stores = wideCardGrid;
