export { categoriesQueryKey, loadCategories } from './categoriesQuery';
export { documentTitle, TITLE_SEPARATOR } from './documentTitle';
export { catalogImageSrc, type ImageFolder, itemImageSrc } from './itemImage';
export {
  formatIsoDay,
  formatIsoDayRange,
  isoDayInstant,
  shopDay,
  startsLater,
} from './isoDay';
export {
  isItemId,
  itemKeyOf,
  itemQueryKey,
  loadItem,
  loadItemDetails,
  primeItems,
} from './itemQuery';
export { isOpenAt, localClock, SHOP_TIME_ZONE, secondsOfDay } from './openingHours';
export {
  ABOUT_US_PATH,
  CAMPAIGNS_PATH,
  campaignPath,
  CHECKOUT_PATH,
  COUPONS_PATH,
  CATEGORIES_PATH,
  categoryPagePath,
  FLASH_SALES_PATH,
  HOME_PATH,
  INBOX_PATH,
  orderDetailsPath,
  orderPlacedPath,
  type ProfilePage,
  productKeyOfPath,
  productPath,
  profilePath,
  SIGN_UP_PATH,
  signInPath,
  searchPath,
  STORES_PATH,
  storePath,
  storesPath,
  TRACK_ORDER_PATH,
  trackOrderPath,
  WISHLIST_PATH,
} from './storefrontRoutes';
