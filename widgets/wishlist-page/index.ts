export { WishlistPage, type WishlistPageProps } from './WishlistPage';
