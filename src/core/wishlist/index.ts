export {
  createWishlistService,
  type WishlistApi,
  type WishlistService,
  type WishlistServiceDeps,
} from './wishlistService';
