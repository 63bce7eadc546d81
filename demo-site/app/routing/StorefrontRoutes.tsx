import { type ReactNode, Suspense, useState } from 'react';
import { Route, Switch, useParams, useSearch } from 'wouter';
import { SIGN_IN_PATH } from '../../../src/core/api';
import {
  CAMPAIGNS_PATH,
  CATEGORIES_PATH,
  COUPONS_PATH,
  DELIVERY_MAN_APPLICATION_PATH,
  FLASH_SALES_PATH,
  GIFTS_PATH,
  HELP_PATH,
  HOME_PATH,
  INBOX_PATH,
  PARCEL_PATH,
  PRESCRIPTION_PATH,
  SIGN_UP_PATH,
  STORE_APPLICATION_PATH,
  STORES_PATH,
  TRACK_ORDER_PATH,
  WISHLIST_PATH,
} from '../../../src/core/catalog';
import { FORGOT_PASSWORD_PATH, VERIFY_PHONE_PATH } from '../../../src/core/catalog/authPaths';
import { CONTENT_PAGE_NAMES, contentPageOfPath } from '../../../src/core/content';
import { isOrderKind } from '../../../src/core/orders';
import { profilePageOf } from '../../../widgets/profile/profilePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { NavigationProgress } from './NavigationProgress';
import {
  campaignsPage,
  categoryPage,
  checkoutPage,
  contentPage,
  couponsPage,
  deliveryManApplicationPage,
  flashSalesPage,
  giftSpinPage,
  helpPage,
  homePage,
  inboxPage,
  orderDetailsPage,
  orderTrackingPage,
  otpPage,
  parcelPage,
  passwordResetPage,
  prescriptionOrderPage,
  productPage,
  profilePage,
  searchPage,
  signInPage,
  signUpPage,
  storeApplicationPage,
  storePage,
  storesPage,
  wishlistPage,
} from './pageModules';

const HomePage = homePage.Component;
const SearchPage = searchPage.Component;
const CategoryPage = categoryPage.Component;
const ProductPage = productPage.Component;
const StorePage = storePage.Component;
const StoresPage = storesPage.Component;
const FlashSalesPage = flashSalesPage.Component;
const CampaignsPage = campaignsPage.Component;
const CouponsPage = couponsPage.Component;
const OrderTracking = orderTrackingPage.Component;
const Profile = profilePage.Component;
const SignIn = signInPage.Component;
const SignUp = signUpPage.Component;
const Otp = otpPage.Component;
const PasswordReset = passwordResetPage.Component;
const WishlistPage = wishlistPage.Component;
const Inbox = inboxPage.Component;
const ContentPage = contentPage.Component;
const Help = helpPage.Component;
const GiftSpin = giftSpinPage.Component;
const Parcel = parcelPage.Component;
const PrescriptionOrder = prescriptionOrderPage.Component;
const StoreApplication = storeApplicationPage.Component;
const DeliveryManApplication = deliveryManApplicationPage.Component;
const Checkout = checkoutPage.Component;
const OrderDetails = orderDetailsPage.Component;

/** A route parameter that is a positive whole number, else undefined. */
const wholeNumber = (text: string | null | undefined): number | undefined =>
  text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;

/** The product page; an unknown id or slug shows the storefront's own 404 page. */
function ProductRoute(): ReactNode {
  const { id = '' } = useParams<{ id: string }>();
  const [missing, setMissing] = useState<string | null>(null);
  if (missing === id) return <NotFoundPage />;
  return <ProductPage key={id} itemId={id} onNotFound={() => setMissing(id)} />;
}

/** A store's page by its numeric id; an unknown one shows the storefront's own 404 page. */
function StoreRoute(): ReactNode {
  const { id = '' } = useParams<{ id: string }>();
  const [missing, setMissing] = useState<string | null>(null);
  if (missing === id) return <NotFoundPage />;
  return <StorePage key={id} storeId={id} onNotFound={() => setMissing(id)} />;
}

/** The content pages' routes (`/about-us`, `/shipping-policy` …), the page's name as `page`. */
const CONTENT_PAGE_ROUTE = new RegExp(`^/(?<page>${CONTENT_PAGE_NAMES.join('|')})$`);

/** A content page; one the shop does not publish (a policy switched off) is the 404 page. */
function ContentRoute(): ReactNode {
  const { page = '' } = useParams<{ page: string }>();
  const [missing, setMissing] = useState<string | null>(null);
  const name = contentPageOfPath(`/${page}`);
  if (name === undefined || missing === name) return <NotFoundPage />;
  return <ContentPage key={name} page={name} onNotFound={() => setMissing(name)} />;
}

function SearchRoute(): ReactNode {
  return <SearchPage query={useSearch()} />;
}

function CategoryRoute(): ReactNode {
  const { id } = useParams<{ id: string }>();
  const categoryId = wholeNumber(id);
  const query = useSearch();
  if (categoryId === undefined) return <NotFoundPage />;
  return <CategoryPage key={categoryId} categoryId={categoryId} query={query} />;
}

function StoresRoute(): ReactNode {
  const type = new URLSearchParams(useSearch()).get('type') ?? undefined;
  return <StoresPage type={type} />;
}

/** A whole-number parameter of the route's query string, else undefined. */
function useQueryNumber(name: string): number | undefined {
  return wholeNumber(new URLSearchParams(useSearch()).get(name));
}

/**
 * The confirmation of a placed order, `kind` saying what it is (a prescription, a parcel); the
 * demo payment page returns here with `status`.
 */
function OrderPlacedRoute(): ReactNode {
  const query = new URLSearchParams(useSearch());
  const orderId = wholeNumber(query.get('id') ?? query.get('order_id'));
  if (orderId === undefined) return <NotFoundPage />;
  const kind = query.get('kind');
  return (
    <Checkout
      key={orderId}
      orderId={orderId}
      paymentStatus={query.get('status') ?? undefined}
      orderKind={isOrderKind(kind) ? kind : undefined}
    />
  );
}

function OrderDetailsRoute(): ReactNode {
  const orderId = useQueryNumber('id');
  if (orderId === undefined) return <NotFoundPage />;
  return <OrderDetails key={orderId} orderId={orderId} />;
}

/** /prescription, `?store=` naming the pharmacy when a pharmacy's page links here. */
function PrescriptionRoute(): ReactNode {
  const storeId = useQueryNumber('store');
  return <PrescriptionOrder key={storeId} storeId={storeId} />;
}

function TrackOrderRoute(): ReactNode {
  return <OrderTracking orderId={useQueryNumber('id')} />;
}

/**
 * /profile?page=…: the section of the customer's profile (spec §2; the header badge says
 * `orders`), `status` from the demo payment page on the way back to the wallet; a section the
 * profile does not have is the 404 page.
 */
function ProfileRoute(): ReactNode {
  const query = new URLSearchParams(useSearch());
  const page = profilePageOf(query.get('page'));
  if (page === undefined) return <NotFoundPage />;
  return (
    <Profile
      page={page}
      tab={query.get('tab') ?? undefined}
      paymentStatus={query.get('status') ?? undefined}
    />
  );
}

/** A text parameter of the route's query string, else undefined. */
function useQueryText(name: string): string | undefined {
  return new URLSearchParams(useSearch()).get(name) ?? undefined;
}

function SignInRoute(): ReactNode {
  return <SignIn from={useQueryText('from')} />;
}

function SignUpRoute(): ReactNode {
  return <SignUp from={useQueryText('from')} />;
}

function VerifyPhoneRoute(): ReactNode {
  return <Otp phone={useQueryText('phone')} from={useQueryText('from')} />;
}

function WishlistRoute(): ReactNode {
  return <WishlistPage tab={useQueryText('tab')} />;
}

function CampaignsRoute(): ReactNode {
  const campaignId = wholeNumber(new URLSearchParams(useSearch()).get('campaign'));
  return <CampaignsPage campaignId={campaignId} />;
}

/**
 * The storefront's pages by route (spec §2). Each page is a widget; the storefront only hands
 * it the route's parameters. Every other address is the 404 page; `/store/apply`, the store-owner
 * application, must never read as a store id (a store's route takes digits only).
 */
export function StorefrontRoutes(): ReactNode {
  return (
    <Suspense fallback={<NavigationProgress active />}>
      <Switch>
        <Route path={HOME_PATH} component={HomePage} />
        <Route path="/search" component={SearchRoute} />
        <Route path={CATEGORIES_PATH}>
          <CategoryPage />
        </Route>
        <Route path="/category/:id" component={CategoryRoute} />
        <Route path="/product/:id" component={ProductRoute} />
        <Route path={/^\/store\/(?<id>\d+)$/} component={StoreRoute} />
        <Route path={STORES_PATH} component={StoresRoute} />
        <Route path={FLASH_SALES_PATH}>
          <FlashSalesPage />
        </Route>
        <Route path={CAMPAIGNS_PATH} component={CampaignsRoute} />
        <Route path={COUPONS_PATH}>
          <CouponsPage />
        </Route>
        <Route path="/checkout">
          <Checkout />
        </Route>
        <Route path="/order-placed" component={OrderPlacedRoute} />
        <Route path="/order" component={OrderDetailsRoute} />
        <Route path={TRACK_ORDER_PATH} component={TrackOrderRoute} />
        <Route path="/profile" component={ProfileRoute} />
        <Route path={SIGN_IN_PATH} component={SignInRoute} />
        <Route path={SIGN_UP_PATH} component={SignUpRoute} />
        <Route path={VERIFY_PHONE_PATH} component={VerifyPhoneRoute} />
        <Route path={FORGOT_PASSWORD_PATH}>
          <PasswordReset />
        </Route>
        <Route path={WISHLIST_PATH} component={WishlistRoute} />
        <Route path={INBOX_PATH}>
          <Inbox />
        </Route>
        <Route path={CONTENT_PAGE_ROUTE} component={ContentRoute} />
        <Route path={HELP_PATH}>
          <Help />
        </Route>
        <Route path={GIFTS_PATH}>
          <GiftSpin />
        </Route>
        <Route path={PARCEL_PATH}>
          <Parcel />
        </Route>
        <Route path={PRESCRIPTION_PATH} component={PrescriptionRoute} />
        <Route path={STORE_APPLICATION_PATH}>
          <StoreApplication />
        </Route>
        <Route path={DELIVERY_MAN_APPLICATION_PATH}>
          <DeliveryManApplication />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
