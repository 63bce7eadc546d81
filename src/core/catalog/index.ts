export { categoriesQueryKey, loadCategories } from './categoriesQuery';
export { catalogImageSrc, type ImageFolder, itemImageSrc } from './itemImage';
export {
  formatIsoDay,
  formatIsoDayRange,
  isoDayInstant,
  shopDay,
  startsLater,
} from './isoDay';
export { isItemId, itemQueryKey, loadItem, primeItems } from './itemQuery';
export { isOpenAt, SHOP_TIME_ZONE } from './openingHours';
export {
  ABOUT_US_PATH,
  CAMPAIGNS_PATH,
  campaignPath,
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
  storePath,
  TRACK_ORDER_PATH,
} from './storefrontRoutes';
