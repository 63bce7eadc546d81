export { type RemovalFallback, useStoreRemoval, useWishlistRemoval } from './useWishlistRemoval';
export { WishlistLine, type WishlistLineProps } from './WishlistLine';
