/*
 * souq-kit: the storefront widgets as React components, the primitives they are built from, and
 * the provider that gives them one shared core. Custom elements register from each widget's
 * `define.ts`; the framework-free core is `souq-kit/core`.
 */

export { AddToCart, type AddToCartProps } from '../widgets/add-to-cart';
export { Addresses, type AddressesProps } from '../widgets/addresses';
export { CampaignsPage, type CampaignsPageProps } from '../widgets/campaigns-page';
export { CartDrawer, type CartDrawerProps } from '../widgets/cart-drawer';
export { CategoryPage, type CategoryPageProps } from '../widgets/category-page';
export { Checkout, type CheckoutProps } from '../widgets/checkout';
export { ContentPage, type ContentPageProps } from '../widgets/content-page';
export { CountrySwitcher, type CountrySwitcherProps } from '../widgets/country-switcher';
export { CouponsPage, type CouponsPageProps } from '../widgets/coupons-page';
export { DeliveryManApplication } from '../widgets/delivery-man-application';
export { FlashSalesPage, type FlashSalesPageProps } from '../widgets/flash-sales-page';
export { Footer, type FooterProps } from '../widgets/footer';
export {
  GiftPacketsStrip,
  GiftPacketsStripSkeleton,
  GiftSpin,
  type GiftSpinProps,
} from '../widgets/gift-spin';
export { Header, type HeaderProps } from '../widgets/header';
export { Help } from '../widgets/help';
export { HomePage } from '../widgets/home-page';
export { Inbox, type InboxProps } from '../widgets/inbox';
export { LanguageSwitcher, type LanguageSwitcherProps } from '../widgets/language-switcher';
export { Loyalty } from '../widgets/loyalty';
export { Maintenance, type MaintenanceProps } from '../widgets/maintenance';
export { MegaMenu, type MegaMenuProps } from '../widgets/mega-menu';
export {
  MOBILE_NAV_CLEARANCE,
  MobileNav,
  type MobileNavProps,
} from '../widgets/mobile-nav';
export {
  MODULE_SWITCHER_LAYOUTS,
  ModulePageLinks,
  ModuleSwitcher,
  type ModuleSwitcherLayout,
  type ModuleSwitcherProps,
} from '../widgets/module-switcher';
export { OrderDetails, type OrderDetailsProps } from '../widgets/order-details';
export { OrderList, type OrderListProps } from '../widgets/order-list';
export { OrderTracking, type OrderTrackingProps } from '../widgets/order-tracking';
export { Otp, type OtpProps } from '../widgets/otp';
export { Parcel } from '../widgets/parcel';
export { PasswordReset } from '../widgets/password-reset';
export { PrescriptionOrder, type PrescriptionOrderProps } from '../widgets/prescription-order';
export { ProductPage, type ProductPageProps } from '../widgets/product-page';
export { Profile, type ProfileProps, ProfileSettings } from '../widgets/profile';
export { Referral } from '../widgets/referral';
export {
  SEARCH_SUBMIT_EVENT,
  SearchBox,
  type SearchBoxProps,
  type SearchSubmitDetail,
  type SearchSubmitEvent,
} from '../widgets/search-box';
export { SearchPage, type SearchPageProps } from '../widgets/search-page';
export { SignIn, type SignInProps } from '../widgets/sign-in';
export { SignUp, type SignUpProps } from '../widgets/sign-up';
export { StoreApplication } from '../widgets/store-application';
export { StorePage, type StorePageProps } from '../widgets/store-page';
export { StoresPage, type StoresPageProps } from '../widgets/stores-page';
export { ThemeSwitch, type ThemeSwitchProps } from '../widgets/theme-switch';
export { Wallet, type WalletProps } from '../widgets/wallet';
export { WishlistButton, type WishlistButtonProps } from '../widgets/wishlist-button';
export { WishlistDrawer, type WishlistDrawerProps } from '../widgets/wishlist-drawer';
export { WishlistPage, type WishlistPageProps } from '../widgets/wishlist-page';
export { createSouqCore, type SouqCore, type SouqCoreOptions } from './core';
export * from './ui';
/** The catalog's pieces every listing shows: product and store cards, rating, discount badge. */
export {
  DiscountBadge,
  type DiscountBadgeData,
  type DiscountBadgeProps,
  type DiscountedItem,
  discountBadge,
  PRODUCT_IMAGE_SIZE,
  ProductCard,
  type ProductCardProps,
  ProductCardSkeleton,
  type ProductCardSkeletonProps,
  Rating,
  type RatingProps,
  StoreCard,
  type StoreCardProps,
  StoreCardSkeleton,
  type StoreCardSkeletonProps,
  useDiscountLabel,
} from './ui/catalog';
