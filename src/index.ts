/*
 * souq-kit: the storefront widgets as React components, the primitives they are built from, and
 * the provider that gives them one shared core. Custom elements register from each widget's
 * `define.ts`; the framework-free core is `souq-kit/core`.
 */

export { AddToCart, type AddToCartProps } from '../widgets/add-to-cart';
export { CartDrawer, type CartDrawerProps } from '../widgets/cart-drawer';
export { CountrySwitcher, type CountrySwitcherProps } from '../widgets/country-switcher';
export { Footer, type FooterProps } from '../widgets/footer';
export { Header, type HeaderProps } from '../widgets/header';
export { HomePage } from '../widgets/home-page';
export { SearchPage, type SearchPageProps } from '../widgets/search-page';
export { CategoryPage, type CategoryPageProps } from '../widgets/category-page';
export { ProductPage, type ProductPageProps } from '../widgets/product-page';
export { StorePage, type StorePageProps } from '../widgets/store-page';
export { StoresPage, type StoresPageProps } from '../widgets/stores-page';
export { FlashSalesPage, type FlashSalesPageProps } from '../widgets/flash-sales-page';
export { CampaignsPage, type CampaignsPageProps } from '../widgets/campaigns-page';
export { CouponsPage, type CouponsPageProps } from '../widgets/coupons-page';
export { Checkout, type CheckoutProps } from '../widgets/checkout';
export { OrderTracking, type OrderTrackingProps } from '../widgets/order-tracking';
export { OrderList, type OrderListProps } from '../widgets/order-list';
export { OrderDetails, type OrderDetailsProps } from '../widgets/order-details';
export { SignIn, type SignInProps } from '../widgets/sign-in';
export { SignUp } from '../widgets/sign-up';
export { Otp, type OtpProps } from '../widgets/otp';
export { PasswordReset } from '../widgets/password-reset';
export { Profile, type ProfileProps, ProfileSettings } from '../widgets/profile';
export { Addresses, type AddressesProps } from '../widgets/addresses';
export { WishlistPage, type WishlistPageProps } from '../widgets/wishlist-page';
export { Wallet, type WalletProps } from '../widgets/wallet';
export { Loyalty } from '../widgets/loyalty';
export { Referral } from '../widgets/referral';
export { Inbox, type InboxProps } from '../widgets/inbox';
export { LanguageSwitcher, type LanguageSwitcherProps } from '../widgets/language-switcher';
export { MegaMenu, type MegaMenuProps } from '../widgets/mega-menu';
export {
  MOBILE_NAV_CLEARANCE,
  MobileNav,
  type MobileNavProps,
} from '../widgets/mobile-nav';
export {
  SEARCH_SUBMIT_EVENT,
  SearchBox,
  type SearchBoxProps,
  type SearchSubmitDetail,
  type SearchSubmitEvent,
} from '../widgets/search-box';
export { ThemeSwitch, type ThemeSwitchProps } from '../widgets/theme-switch';
export { WishlistButton, type WishlistButtonProps } from '../widgets/wishlist-button';
export { WishlistDrawer, type WishlistDrawerProps } from '../widgets/wishlist-drawer';
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
