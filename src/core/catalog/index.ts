export { categoriesQueryKey, loadCategories } from './categoriesQuery';
export { catalogImageSrc, type ImageFolder, itemImageSrc } from './itemImage';
export { isItemId, itemQueryKey, loadItem, primeItems } from './itemQuery';
export { isOpenAt, localClock, SHOP_TIME_ZONE, secondsOfDay } from './openingHours';
export {
  ABOUT_US_PATH,
  CAMPAIGNS_PATH,
  CHECKOUT_PATH,
  COUPONS_PATH,
  categoryPath,
  FLASH_SALES_PATH,
  HOME_PATH,
  type ProfilePage,
  productPath,
  profilePath,
  SIGN_UP_PATH,
  searchPath,
  STORES_PATH,
  storePath,
  storesPath,
  TRACK_ORDER_PATH,
} from './storefrontRoutes';
