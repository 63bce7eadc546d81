import { type ReactNode, Suspense, useState } from 'react';
import { Route, Switch, useParams, useSearch } from 'wouter';
import {
  CAMPAIGNS_PATH,
  CATEGORIES_PATH,
  COUPONS_PATH,
  FLASH_SALES_PATH,
  HOME_PATH,
  STORES_PATH,
  TRACK_ORDER_PATH,
} from '../../../src/core/catalog';
import { NotFoundPage } from '../pages/NotFoundPage';
import { NavigationProgress } from './NavigationProgress';
import {
  campaignsPage,
  categoryPage,
  checkoutPage,
  couponsPage,
  flashSalesPage,
  homePage,
  orderDetailsPage,
  orderListPage,
  orderTrackingPage,
  productPage,
  searchPage,
  storePage,
  storesPage,
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
const OrderList = orderListPage.Component;
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

/** The confirmation of a placed order; the demo payment page returns here with `status`. */
function OrderPlacedRoute(): ReactNode {
  const query = new URLSearchParams(useSearch());
  const orderId = wholeNumber(query.get('id') ?? query.get('order_id'));
  if (orderId === undefined) return <NotFoundPage />;
  return (
    <Checkout key={orderId} orderId={orderId} paymentStatus={query.get('status') ?? undefined} />
  );
}

function OrderDetailsRoute(): ReactNode {
  const orderId = useQueryNumber('id');
  if (orderId === undefined) return <NotFoundPage />;
  return <OrderDetails key={orderId} orderId={orderId} />;
}

function TrackOrderRoute(): ReactNode {
  return <OrderTracking orderId={useQueryNumber('id')} />;
}

/** The profile sections that have their page (spec §2 "Routes"); the header badge says `orders`. */
const PROFILE_ORDER_PAGES = new Set(['my-orders', 'orders']);

/** /profile?page=…: the customer's orders; the other sections show the 404 page until they land. */
function ProfileRoute(): ReactNode {
  const query = new URLSearchParams(useSearch());
  if (!PROFILE_ORDER_PAGES.has(query.get('page') ?? '')) return <NotFoundPage />;
  return <OrderList tab={query.get('tab') ?? undefined} />;
}

function CampaignsRoute(): ReactNode {
  const campaignId = wholeNumber(new URLSearchParams(useSearch()).get('campaign'));
  return <CampaignsPage campaignId={campaignId} />;
}

/**
 * The storefront's pages by route (spec §2). Each page is a widget; the storefront only hands
 * it the route's parameters. The routes still to come (checkout, account, …) show the 404 page
 * until their issue lands; `/store/apply` is one of them, and must never read as a store id.
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
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
