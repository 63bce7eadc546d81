export { categoriesQueryKey, loadCategories } from './categoriesQuery';
export { documentTitle, TITLE_SEPARATOR } from './documentTitle';
export {
  formatIsoDay,
  formatIsoDayRange,
  isoDayInstant,
  shopDay,
  startsLater,
} from './isoDay';
export { catalogImageSrc, type ImageFolder, itemImageSrc } from './itemImage';
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
  CATEGORIES_PATH,
  CHECKOUT_PATH,
  COUPONS_PATH,
  campaignPath,
  categoryPagePath,
  DELIVERY_MAN_APPLICATION_PATH,
  FLASH_SALES_PATH,
  GIFTS_PATH,
  HELP_PATH,
  HOME_PATH,
  INBOX_PATH,
  orderDetailsPath,
  orderPlacedPath,
  PARCEL_PATH,
  PRESCRIPTION_PATH,
  prescriptionPath,
  type ProfilePage,
  productKeyOfPath,
  productPath,
  profilePath,
  SIGN_UP_PATH,
  STORE_APPLICATION_PATH,
  STORES_PATH,
  searchPath,
  signInPath,
  storePath,
  storesPath,
  TRACK_ORDER_PATH,
  trackOrderPath,
  WISHLIST_PATH,
} from './storefrontRoutes';
