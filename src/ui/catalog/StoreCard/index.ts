export {
  StoreCard,
  type StoreCardProps,
  StoreCardSkeleton,
  type StoreCardSkeletonProps,
} from './StoreCard';
