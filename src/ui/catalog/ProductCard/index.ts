export {
  PRODUCT_IMAGE_SIZE,
  ProductCard,
  type ProductCardProps,
  ProductCardSkeleton,
  type ProductCardSkeletonProps,
} from './ProductCard';
