export { DiscountBadge, type DiscountBadgeProps, useDiscountLabel } from './DiscountBadge';
export { type DiscountBadgeData, type DiscountedItem, discountBadge } from './itemDiscountBadge';
