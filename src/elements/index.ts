/*
 * souq-kit/elements: importing this module registers every Souq custom element (each through
 * `defineOnce`, so a second copy of the kit on the page only warns) and gives their shadow roots
 * the kit's stylesheet. Configure the runtime before the first element renders.
 */
import { BUNDLED_KIT_CSS } from './entry/bundledKitCss';
import { setKitStyles } from './host/kitStyles';

export { AddToCartElement } from '../../widgets/add-to-cart/define';
export { AddressesElement } from '../../widgets/addresses/define';
export { CampaignsPageElement } from '../../widgets/campaigns-page/define';
export { CartDrawerElement } from '../../widgets/cart-drawer/define';
export { CategoryPageElement } from '../../widgets/category-page/define';
export { CheckoutElement } from '../../widgets/checkout/define';
export { ContentPageElement } from '../../widgets/content-page/define';
export { CountrySwitcherElement } from '../../widgets/country-switcher/define';
export { CouponsPageElement } from '../../widgets/coupons-page/define';
export { DeliveryManApplicationElement } from '../../widgets/delivery-man-application/define';
export { FlashSalesPageElement } from '../../widgets/flash-sales-page/define';
export { FooterElement } from '../../widgets/footer/define';
export { GiftSpinElement } from '../../widgets/gift-spin/define';
export { HeaderElement } from '../../widgets/header/define';
export { HelpElement } from '../../widgets/help/define';
export { HomePageElement } from '../../widgets/home-page/define';
export { InboxElement } from '../../widgets/inbox/define';
export { LanguageSwitcherElement } from '../../widgets/language-switcher/define';
export { LoyaltyElement } from '../../widgets/loyalty/define';
export { MaintenanceElement } from '../../widgets/maintenance/define';
export { MegaMenuElement } from '../../widgets/mega-menu/define';
export { MobileNavElement } from '../../widgets/mobile-nav/define';
export { ModuleSwitcherElement } from '../../widgets/module-switcher/define';
export { OrderDetailsElement } from '../../widgets/order-details/define';
export { OrderListElement } from '../../widgets/order-list/define';
export { OrderTrackingElement } from '../../widgets/order-tracking/define';
export { OtpElement } from '../../widgets/otp/define';
export { ParcelElement } from '../../widgets/parcel/define';
export { PasswordResetElement } from '../../widgets/password-reset/define';
export { PrescriptionOrderElement } from '../../widgets/prescription-order/define';
export { ProductPageElement } from '../../widgets/product-page/define';
export { ProfileElement } from '../../widgets/profile/define';
export { ReferralElement } from '../../widgets/referral/define';
export { SearchBoxElement } from '../../widgets/search-box/define';
export { SearchPageElement } from '../../widgets/search-page/define';
export { SignInElement } from '../../widgets/sign-in/define';
export { SignUpElement } from '../../widgets/sign-up/define';
export { StoreApplicationElement } from '../../widgets/store-application/define';
export { StorePageElement } from '../../widgets/store-page/define';
export { StoresPageElement } from '../../widgets/stores-page/define';
export { ThemeSwitchElement } from '../../widgets/theme-switch/define';
export { WalletElement } from '../../widgets/wallet/define';
export { WishlistButtonElement } from '../../widgets/wishlist-button/define';
export { WishlistDrawerElement } from '../../widgets/wishlist-drawer/define';
export { WishlistPageElement } from '../../widgets/wishlist-page/define';
export { isSouqPart, SOUQ_PARTS, type SouqPart } from './host/parts';
export { configureSouq, type RuntimeOptions } from './host/runtime';

setKitStyles(BUNDLED_KIT_CSS);
