export { itemImageSrc } from './itemImage';
export { isItemId, itemQueryKey, loadItem } from './itemQuery';
export { CHECKOUT_PATH, productPath } from './storefrontRoutes';
