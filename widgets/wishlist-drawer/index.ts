export { WishlistDrawer, type WishlistDrawerProps } from './WishlistDrawer';
