import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A list of cards as a listing page lays them out: a wrapping grid with room around it. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 15rem))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xl,
  listStyle: 'none',
});

/** A list of store cards, wider than product cards. */
export const storeGrid = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 22rem))' },
]);
