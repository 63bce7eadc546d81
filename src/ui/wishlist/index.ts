export { WishlistLine, type WishlistLineProps } from './WishlistLine';
export { type RemovalFallback, useWishlistRemoval } from './useWishlistRemoval';
