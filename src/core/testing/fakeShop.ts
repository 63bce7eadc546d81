/*
 * A framework-free, in-memory stand-in for the shop's backend, for widget tests and Storybook
 * stories: hand its `fetch` to the core. It answers the calls the shell makes with the demo
 * server's replies and refusals, and records every request. It models one shopper: the same
 * cart answers whether the calls come from a guest or from the signed-in customer.
 */
import { errorListReply } from '../api/errorList';
import type { Config, Item, Module, Store } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { RUNNING_STATUSES } from '../orders/orderRules';
import { fixtureItems } from './catalogFixtures';
import { createFakeAddressBook } from './fakeAddresses';
import { createFakeAfterOrder, type FakeShopOrders } from './fakeAfterOrder';
import { createFakeApplications } from './fakeApplications';
import { createFakeAuth } from './fakeAuth';
import { createFakeCart, type FakeCartSeed, type FakeShopCart } from './fakeCart';
import { categoriesNamed } from './fakeCategories';
import { fakeCheckoutRoutes } from './fakeCheckout';
import { beforeGuestId, fakeStoreRatings, withStoreRatings } from './fakeCompatibility';
import { fakeContentRoutes } from './fakeContent';
import { fixtureLandingSections } from './fakeContentFixtures';
import { createFakeGifts, fakeGiftRoutes } from './fakeGifts';
import {
  type FakeCall,
  FakeRefusal,
  type FakeRequest,
  fieldsOf,
  jsonReply,
  MAX_ROW_ID,
  oneOf,
  readRequest,
  recordKey,
  refusalReply,
  refuse,
  unauthenticated,
  wholeNumber,
} from './fakeHttp';
import { fakeItemLists } from './fakeItemLists';
import { fakeLogout } from './fakeLogout';
import { type FakeModuleScope, fakeModuleScope, inFakeModule } from './fakeModuleScope';
import { createFakeOrders } from './fakeOrders';
import { placeFakeParcel } from './fakeParcels';
import { fakePlaceRoutes } from './fakePlaces';
import { createFakePrescriptions } from './fakePrescriptions';
import { createFakeProfile } from './fakeProfile';
import { fakePromotions, itemFlashSale } from './fakePromotions';
import { fakeSearch } from './fakeSearch';
import { fixtureRatingSummary, fixtureReviews, fixtureStoreDetails } from './fakeStorePage';
import { fakeSuggestions } from './fakeSuggestions';
import { createFakeSupport, type FakeShopSupport } from './fakeSupport';
import { createFakeWishlist, type FakeShopWishlist } from './fakeWishlist';
import { fakeCustomer, fakeLandingData, fakeModules, fakeShopConfig } from './shopFixtures';
import {
  fixtureBanners,
  fixtureCategories,
  fixtureFlashSale,
  fixtureOtherBanners,
  fixtureStores,
} from './storefrontFixtures';

/** A failure the next request to `path` meets instead of its reply. */
export interface FakeFailure {
  /** The request path, e.g. '/api/v1/customer/cart/add' (the leading slash is optional). */
  path: string;
  /** The HTTP status; 0 fails as a network error, with no reply at all. */
  status: number;
  message: string;
}

/** How a fake shop starts. */
export interface FakeShopOptions {
  /**
   * What the shop sells, or what it sells in each language; the fixture catalog, named in each
   * request's language, by default.
   */
  items?: readonly Item[] | ((language: Locale) => readonly Item[]);
  /** Changes to the complete default configuration. */
  config?: Partial<Config>;
  /**
   * The shop's modules, or its modules in each language; the all-in-one Shop alone by default.
   * Catalog reads honour the `moduleId` header among them (src/core/testing/fakeModuleScope.ts).
   */
  modules?: readonly Module[] | ((language: Locale) => readonly Module[]);
  /**
   * Whether the customer's session is live (default true): any bearer token is then the shop's
   * one customer. When false, a request with a bearer token is answered 401, as an expired one.
   * A logout (POST customer/logout with a token) makes it false.
   */
  signedIn?: boolean;
  /** Milliseconds every reply waits (default 0: no timer at all). */
  latency?: number;
  /** Failures queued before the first request. */
  failNext?: readonly FakeFailure[];
  /** Lines the cart starts with. */
  cart?: readonly FakeCartSeed[];
  /** Item ids the wishlist starts with. */
  wishlist?: readonly number[];
  /** Whether a flash sale runs over the discounted fixture items (default true). */
  flashSale?: boolean;
  /** Milliseconds after the shopper's message that support answers (default 0: the next read). */
  supportAnswerMs?: number;
}

/** A running fake shop. */
export interface FakeShop {
  /** The backend, to pass as the core's `fetch`. */
  fetch: typeof globalThis.fetch;
  /** A token to store to act as the signed-in customer. */
  token: string;
  /** The shop's cart, to set up or check without a request. */
  cart: FakeShopCart;
  /** The shop's wishlist, to set up or check without a request. */
  wishlist: FakeShopWishlist;
  /** The shopper's orders, wallet and points, to set up or check without a request. */
  orders: FakeShopOrders;
  /** The shopper's conversation with support, to set up or check without a request. */
  support: FakeShopSupport;
  /** Every request received, oldest first. */
  calls: FakeCall[];
  /** Makes the next request to `path` fail with `status` and `message` (status 0: network error). */
  failNext(path: string, status: number, message: string): void;
}

/** Highest page number a list request may ask for, as on the demo server. */
const MAX_PAGE = 10_000;
/** Which items the home page's lists hold beyond every item, as on the demo server. */
const ITEM_LIST_FILTERS: Partial<Record<string, (item: Item) => boolean>> = {
  'most-reviewed': (item) => (item.avg_rating ?? 0) > 0,
  'new-arrival': (item) => (item.stock ?? 0) > 0,
  discounted: (item) => item.discounted_price !== undefined && item.discounted_price < item.price,
};

/** 6amMart's `store_type` values of the store lists, as the demo server takes them. */
const STORE_TYPES = ['all', 'newly_joined', 'popular', 'top_rated'] as const;

/** An order still under way (the server's running orders) keeps its customer's account. */
const ONGOING_ORDER_STATUSES: ReadonlySet<string> = new Set(RUNNING_STATUSES);

/** The token `FakeShop.token` hands out. */
export const FAKE_SHOP_TOKEN = 'fake-shop-token';

type Answer = (request: FakeRequest, params: readonly string[]) => unknown;

interface Route {
  method: string;
  path: RegExp;
  answer: Answer;
}

const normalisePath = (path: string) => `/${path.split('?')[0]?.replace(/^\/+/, '') ?? ''}`;

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

function signalOf(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): AbortSignal | undefined {
  return init?.signal ?? (input instanceof Request ? input.signal : undefined);
}

/** The routes after the order: lists and ledgers for the customer, an order for its owner. */
function fakeAfterOrderRoutes(
  orders: ReturnType<typeof createFakeAfterOrder>,
  asCustomer: (answer: Answer) => Answer,
  asOwner: (answer: Answer) => Answer,
): Route[] {
  const route = (method: string, path: string, answer: Answer): Route => ({
    method,
    path: new RegExp(`^/api/v1/customer/${path}$`),
    answer,
  });
  return [
    route('GET', 'order/list', asCustomer(orders.orderList)),
    route('GET', 'order/running-orders', asCustomer(orders.runningOrders)),
    route('GET', 'order/details', asOwner(orders.details)),
    route('GET', 'order/track', asOwner(orders.track)),
    route('GET', 'order/cancellation-reasons', orders.cancellationReasons),
    route('GET', 'order/refund-reasons', orders.refundReasons),
    route('PUT', 'order/cancel', asOwner(orders.cancel)),
    route('PUT', 'order/payment-method', asOwner(orders.switchToCash)),
    route('GET', 'wallet/transactions', asCustomer(orders.walletTransactions)),
    route('GET', 'wallet/bonuses', asCustomer(orders.bonuses)),
    route('GET', 'loyalty-point/transactions', asCustomer(orders.loyaltyTransactions)),
    route('POST', 'loyalty-point/point-transfer', asCustomer(orders.pointTransfer)),
    route('POST', 'wallet/add-fund', asCustomer(orders.addFund)),
    route('POST', 'order/refund-request', asOwner(orders.refundRequest)),
    {
      method: 'POST',
      path: /^\/api\/v1\/items\/reviews\/submit$/,
      answer: asCustomer(orders.submitReview),
    },
  ];
}

/** The support chat for the signed-in customer, and the applications anyone may send. */
function fakeSupportRoutes(
  support: ReturnType<typeof createFakeSupport>,
  applications: ReturnType<typeof createFakeApplications>,
  asCustomer: (answer: Answer) => Answer,
): Route[] {
  const route = (method: string, path: string, answer: Answer): Route => ({
    method,
    path: new RegExp(`^/api/v1/${path}$`),
    answer,
  });
  return [
    route('GET', 'customer/message/list', asCustomer(support.list)),
    route('GET', 'customer/message/search-list', asCustomer(support.searchList)),
    route('GET', 'customer/message/details', asCustomer(support.details)),
    route('POST', 'customer/message/send', asCustomer(support.send)),
    route('POST', 'auth/vendor/register', applications.registerStore),
    route('POST', 'auth/delivery-man/store', applications.registerDeliveryMan),
  ];
}

/** Creates a fake shop with its own cart, wishlist and call log. */
export function createFakeShop(options: FakeShopOptions = {}): FakeShop {
  // A logout ends the session: the token it was sent with opens nothing afterwards.
  let signedIn = options.signedIn ?? true;
  const latency = options.latency ?? 0;
  const catalog = (language: Locale): readonly Item[] =>
    typeof options.items === 'function'
      ? options.items(language)
      : (options.items ?? fixtureItems(language));
  const configFor = (language: Locale) => fakeShopConfig(language, options.config);
  const modulesFor = (language: Locale): readonly Module[] =>
    typeof options.modules === 'function'
      ? options.modules(language)
      : (options.modules ?? fakeModules(language));
  // The module of the catalog read being answered: answers run to the end without waiting, so
  // each sees its own request's.
  let scope: FakeModuleScope = null;
  const inModule =
    (answer: Answer): Answer =>
    (request, params) => {
      scope = fakeModuleScope(request, modulesFor(request.language));
      try {
        return answer(request, params);
      } finally {
        scope = null;
      }
    };
  /** The items of the module being read; the whole catalog outside a catalog read. */
  const shownCatalog = (language: Locale) => inFakeModule(catalog(language), scope);
  /** The fixture rows that name no module (categories, stores, banners): the whole catalog's. */
  const ofWholeCatalog = <T>(rows: T, none: T): T => (scope === null ? rows : none);
  const cart = createFakeCart(
    catalog,
    () => configFor('en').digit_after_decimal_point,
    (itemId, language) => saleOfItem(itemId, language),
  );
  const wishlist = createFakeWishlist(catalog, fixtureStores);
  const customer = fakeCustomer('en');
  const orders = createFakeOrders({
    cart: cart.view,
    config: configFor,
    signedIn,
    customer: { id: customer.id ?? 1, walletBalance: customer.wallet_balance ?? 0 },
    placeParcel: (request, placing) =>
      placeFakeParcel(
        {
          config: configFor,
          customerId: customer.id ?? 1,
          keep: (order) => afterOrder.view.put(order),
        },
        request,
        placing,
      ),
    placePrescription: (request, orderId) => prescriptions(request, orderId),
    joinWonGifts: (orderId) => gifts.joinWonGifts(orderId),
    savedAddress: (id) => addresses.find(id),
    keep: (order) => afterOrder.view.put(order),
    statusOf: (orderId) => afterOrder.view.statusOf(orderId),
  });
  const calls: FakeCall[] = [];
  const failures: FakeFailure[] = [];
  let guests = 0;

  const failNext = (path: string, status: number, message: string) => {
    failures.push({ path: normalisePath(path), status, message });
  };
  for (const failure of options.failNext ?? []) {
    failNext(failure.path, failure.status, failure.message);
  }
  for (const seed of options.cart ?? []) cart.view.put(seed);
  for (const itemId of options.wishlist ?? []) wishlist.view.put(itemId);

  const asCustomer =
    (answer: Answer): Answer =>
    (request, params) => {
      if (request.token === null || !signedIn) unauthenticated();
      return answer(request, params);
    };

  // A guest's cart call must name the guest, as on the demo server; a token must be valid.
  const asCartOwner =
    (answer: Answer): Answer =>
    (request, params) => {
      if (request.token !== null) {
        if (!signedIn) unauthenticated();
      } else {
        const guestId = fieldsOf(request.body).guest_id ?? request.query.guest_id;
        if (guestId === undefined || String(guestId).trim() === '') {
          refuse(403, 'guest_id', 'Guest id is missing or unknown');
        }
      }
      return answer(request, params);
    };

  const itemDetails: Answer = ({ language }, [key = '']) => {
    return catalog(language).find(recordKey(key)) ?? refuse(404, 'item_id', 'Item not found');
  };

  // A page of a list: 6amMart numbers pages from 1 and names the page size `limit`.
  const paged = <T>(all: readonly T[], query: FakeRequest['query']) => {
    const limit = query.limit === undefined ? 10 : wholeNumber(query.limit, 'limit', 1, 100);
    const offset =
      query.offset === undefined ? 1 : wholeNumber(query.offset, 'offset', 1, MAX_PAGE);
    return {
      total_size: all.length,
      limit: String(limit),
      offset: String(offset),
      page: all.slice((offset - 1) * limit, offset * limit),
    };
  };
  const support = createFakeSupport(paged, { answerDelayMs: options.supportAnswerMs ?? 0 });
  const itemList: Answer = ({ language, query }, [list = '']) => {
    const { page, ...rest } = paged(
      shownCatalog(language).filter(ITEM_LIST_FILTERS[list] ?? (() => true)),
      query,
    );
    return { ...rest, products: page };
  };
  const lists = fakeItemLists(catalog, paged);
  const listsInModule = fakeItemLists(shownCatalog, paged);
  const ratingsOf = fakeStoreRatings(catalog);
  // Every list holds the three fixture stores; 6amMart's `store_type` is checked as the server does.
  const storeList: Answer = ({ language, query }) => {
    oneOf(query.store_type, 'store_type', STORE_TYPES, 'all');
    const { page, ...rest } = paged(ofWholeCatalog(fixtureStores(language), []), query);
    return {
      ...rest,
      stores: page.map((store) => ({ ...store, ...ratingsOf(store.id, language) })),
    };
  };
  // As on the demo server: the id, then the paging, then whether the item exists.
  const itemReviews: Answer = ({ language, query }, [key = '']) => {
    const id = wholeNumber(key, 'id', 1, MAX_ROW_ID);
    const known = catalog(language).some((item) => item.id === id);
    const all = known ? fixtureReviews(id, language) : [];
    const { page, ...rest } = paged(all, query);
    if (!known) refuse(404, 'item_id', 'Item not found');
    return { ...rest, reviews: page, rating_summary: fixtureRatingSummary(all) };
  };
  const storeDetails: Answer = ({ language }, [key = '']) => {
    const named = recordKey(key);
    const itemsCount = (storeId: number) =>
      catalog(language).filter((item) => item.store_id === storeId).length;
    const details =
      fixtureStoreDetails(named, language, itemsCount) ??
      refuse(404, 'store_id', 'Store not found');
    return { ...details, ...ratingsOf(details.id, language) };
  };
  const runningSale = (language: Locale) =>
    options.flashSale === false
      ? null
      : fixtureFlashSale(
          language,
          catalog(language).filter((item) => (item.discount ?? 0) > 0),
        );
  const flashSale: Answer = ({ language }) => ofWholeCatalog(runningSale(language), null) ?? {};
  const saleOfItem = (itemId: number, language: Locale) => {
    const running = runningSale(language);
    const onSale = running?.products.some((product) => product.id === itemId);
    return running && onSale ? itemFlashSale(itemId, running) : null;
  };
  const search = fakeSearch(shownCatalog, paged);
  /** An empty page of stores, as a module's read of the fixture stores (which name none) gets. */
  const noStores = ({ query }: FakeRequest) => {
    const { page, ...rest } = paged<Store>([], query);
    return { ...rest, stores: page };
  };
  const afterOrder = createFakeAfterOrder(paged, {
    wallet: fakeCustomer('en').wallet_balance,
    points: fakeCustomer('en').loyalty_point ?? 0,
  });
  const gifts = createFakeGifts({ catalog, paged, orderStatus: afterOrder.view.statusOf });
  const addresses = createFakeAddressBook({
    customerId: customer.id ?? 1,
    zones: (language) => configFor(language).zones,
    paged,
  });
  const prescriptions = createFakePrescriptions({
    config: configFor,
    signedIn,
    customerId: customer.id ?? 1,
    put: afterOrder.view.put,
  });
  const promotions = fakePromotions(catalog, paged, (language) => {
    const sale = runningSale(language);
    return sale && { sale, items: sale.products };
  });

  let sessions = 0;
  const auth = createFakeAuth(
    () => `fake-session-${++sessions}`,
    () => configFor('en').customer_verification === 1,
    (phone) => profile.phoneVerified(phone),
  );
  const profile = createFakeProfile({
    catalog,
    // The profile's balances are the ledgers' as they stand, as the server's customer row.
    customer: (language) => {
      const { wallet, points } = afterOrder.view.balances();
      return { ...fakeCustomer(language), wallet_balance: wallet, loyalty_point: points };
    },
    taken: { phone: auth.hasPhone, email: auth.hasEmail },
    phoneChanged: auth.phoneChanged,
    endSession: () => {
      signedIn = false;
    },
    hasOngoingOrder: () =>
      afterOrder.held('en').some(({ order_status }) => ONGOING_ORDER_STATUSES.has(order_status)),
  });

  const routes: readonly Route[] = [
    { method: 'GET', path: /^\/api\/v1\/config$/, answer: (r) => configFor(r.language) },
    {
      method: 'GET',
      path: /^\/api\/v1\/react-landing-page$/,
      answer: (r) => ({ ...fakeLandingData(r.language), ...fixtureLandingSections(r.language) }),
    },
    { method: 'GET', path: /^\/api\/v1\/module$/, answer: (r) => modulesFor(r.language) },
    {
      method: 'POST',
      path: /^\/api\/v1\/auth\/guest\/request$/,
      answer: () => ({ guest_id: `fake-guest-${++guests}` }),
    },
    { method: 'POST', path: /^\/api\/v1\/auth\/sign-up$/, answer: auth.signUp },
    { method: 'POST', path: /^\/api\/v1\/auth\/login$/, answer: auth.login },
    { method: 'POST', path: /^\/api\/v1\/auth\/verify-phone$/, answer: auth.verifyPhone },
    { method: 'POST', path: /^\/api\/v1\/auth\/resend-otp$/, answer: auth.resendCode },
    { method: 'POST', path: /^\/api\/v1\/auth\/forgot-password$/, answer: auth.forgotPassword },
    { method: 'POST', path: /^\/api\/v1\/auth\/verify-token$/, answer: auth.verifyToken },
    { method: 'PUT', path: /^\/api\/v1\/auth\/reset-password$/, answer: auth.resetPassword },
    {
      method: 'POST',
      path: /^\/api\/v1\/auth\/social-(login|register)$/,
      answer: profile.socialLogin,
    },
    {
      method: 'POST',
      path: /^\/api\/v1\/customer\/update-profile$/,
      answer: asCustomer(profile.updateProfile),
    },
    {
      method: 'PUT',
      path: /^\/api\/v1\/customer\/update-profile$/,
      answer: asCustomer(profile.updateProfile),
    },
    {
      method: 'POST',
      path: /^\/api\/v1\/customer\/update-interest$/,
      answer: asCustomer(profile.updateInterest),
    },
    {
      method: 'PUT',
      path: /^\/api\/v1\/customer\/update-interest$/,
      answer: asCustomer(profile.updateInterest),
    },
    {
      method: 'POST',
      path: /^\/api\/v1\/customer\/cm-firebase-token$/,
      answer: asCustomer(profile.pushToken),
    },
    {
      method: 'PUT',
      path: /^\/api\/v1\/customer\/cm-firebase-token$/,
      answer: asCustomer(profile.pushToken),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/customer\/suggested-items$/,
      answer: asCustomer(profile.suggestedItems),
    },
    {
      method: 'DELETE',
      path: /^\/api\/v1\/customer\/remove-account$/,
      answer: asCustomer(profile.removeAccount),
    },
    { method: 'GET', path: /^\/api\/v1\/items\/details\/([^/]+)$/, answer: itemDetails },
    { method: 'GET', path: /^\/api\/v1\/items\/reviews\/([^/]+)$/, answer: itemReviews },
    { method: 'GET', path: /^\/api\/v1\/stores\/details\/([^/]+)$/, answer: storeDetails },
    {
      method: 'GET',
      path: /^\/api\/v1\/items\/(popular|latest|most-reviewed|new-arrival|discounted)$/,
      answer: inModule(itemList),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/categories$/,
      answer: inModule((r) => ofWholeCatalog(fixtureCategories(r.language), [])),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/categories\/([^/]+)$/,
      answer: inModule((r, [key = '']) =>
        categoriesNamed(ofWholeCatalog(fixtureCategories(r.language), []), key),
      ),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/items\/related-items\/([^/]+)$/,
      answer: lists.relatedItems,
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/items\/related-store-items\/([^/]+)$/,
      answer: lists.relatedStoreItems,
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/items\/related-store-items$/,
      // The path without the id names the item as `item_id`, as on the demo server.
      answer: (request) =>
        lists.relatedStoreItems(request, [
          request.query.item_id === undefined
            ? refuse(422, 'item_id', '{field} is required', { field: 'item_id' })
            : request.query.item_id,
        ]),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/items\/recommended$/,
      answer: inModule(listsInModule.recommendedItems),
    },
    { method: 'GET', path: /^\/api\/v1\/items\/search$/, answer: inModule(search.searchItems) },
    { method: 'GET', path: /^\/api\/v1\/items\/min-max-price$/, answer: search.priceRange },
    {
      method: 'GET',
      path: /^\/api\/v1\/stores\/search$/,
      answer: inModule((request, params) =>
        withStoreRatings(
          ofWholeCatalog(search.searchStores(request, params), noStores(request)),
          (id) => ratingsOf(id, request.language),
        ),
      ),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/categories\/items\/([^/]+)$/,
      answer: inModule(search.categoryItems),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/categories\/stores\/([^/]+)$/,
      answer: inModule((request, params) =>
        withStoreRatings(search.categoryStores(request, params), (id) =>
          ratingsOf(id, request.language),
        ),
      ),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/campaigns\/basic$/,
      answer: inModule((request, params) =>
        ofWholeCatalog(promotions.basicCampaigns(request, params), []),
      ),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/campaigns\/basic-campaign-details$/,
      answer: promotions.campaignDetails,
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/campaigns\/item$/,
      answer: inModule((request, params) =>
        ofWholeCatalog(promotions.itemsOfCampaigns(request, params), []),
      ),
    },
    { method: 'GET', path: /^\/api\/v1\/flash-sales\/items$/, answer: promotions.flashSaleItems },
    { method: 'GET', path: /^\/api\/v1\/coupon\/list$/, answer: promotions.coupons },
    // The kit asks at stores/get-stores/{list}, as the 6amMart web does; stores/{list} answers too.
    {
      method: 'GET',
      path: /^\/api\/v1\/stores\/(?:get-stores\/)?(all|popular|latest|top-rated|discounted)$/,
      answer: inModule(storeList),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/stores\/popular-items\/([^/]+)$/,
      answer: lists.storePopularItems,
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/banners$/,
      answer: inModule((r) =>
        ofWholeCatalog(fixtureBanners(r.language), { campaigns: [], banners: [] }),
      ),
    },
    { method: 'GET', path: /^\/api\/v1\/other-banners$/, answer: fixtureOtherBanners },
    { method: 'GET', path: /^\/api\/v1\/flash-sales$/, answer: inModule(flashSale) },
    {
      method: 'GET',
      path: /^\/api\/v1\/items\/item-or-store-search$/,
      answer: inModule(fakeSuggestions(shownCatalog)),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/customer\/info$/,
      answer: asCustomer(profile.info),
    },
    {
      method: 'POST',
      path: /^\/api\/v1\/customer\/logout$/,
      answer: fakeLogout(() => {
        signedIn = false;
      }),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/customer\/cart\/list$/,
      // Before its guest id arrives a client lists an empty cart, as on the demo server.
      answer: (request, params) =>
        beforeGuestId(request) ? [] : asCartOwner(cart.list)(request, params),
    },
    { method: 'POST', path: /^\/api\/v1\/customer\/cart\/add$/, answer: asCartOwner(cart.add) },
    {
      method: 'POST',
      path: /^\/api\/v1\/customer\/cart\/update$/,
      answer: asCartOwner(cart.update),
    },
    {
      method: 'DELETE',
      path: /^\/api\/v1\/customer\/cart\/remove-item$/,
      answer: asCartOwner(cart.removeItem),
    },
    {
      method: 'DELETE',
      path: /^\/api\/v1\/customer\/cart\/remove$/,
      answer: asCartOwner(cart.clear),
    },
    { method: 'POST', path: /^\/api\/v1\/customer\/order\/place$/, answer: orders.place },
    {
      method: 'POST',
      path: /^\/api\/v1\/customer\/order\/prescription\/place$/,
      answer: orders.placePrescription,
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/offline_payment_method_list$/,
      answer: orders.offlineMethods,
    },
    {
      method: 'PUT',
      path: /^\/api\/v1\/customer\/order\/offline-payment$/,
      answer: orders.submitOfflinePayment,
    },
    { method: 'GET', path: /^\/api\/v1\/customer\/wish-list$/, answer: asCustomer(wishlist.list) },
    {
      method: 'POST',
      path: /^\/api\/v1\/customer\/wish-list\/add$/,
      answer: asCustomer(wishlist.add),
    },
    {
      method: 'DELETE',
      path: /^\/api\/v1\/customer\/wish-list\/remove$/,
      answer: asCustomer(wishlist.remove),
    },
    ...fakeAfterOrderRoutes(afterOrder, asCustomer, asCartOwner),
    ...fakeSupportRoutes(support, createFakeApplications(), asCustomer),
    ...fakeContentRoutes(configFor),
    ...fakePlaceRoutes(configFor),
    ...fakeGiftRoutes(gifts, asCustomer),
    ...fakeCheckoutRoutes({
      addresses,
      cart: cart.view,
      catalog,
      config: configFor,
      orders: afterOrder.held,
      asCustomer,
      asCartOwner,
    }),
  ];

  function answer(request: FakeRequest): Response {
    try {
      if (request.malformedBody) {
        const form = request.malformedBody === 'form';
        const message = form
          ? 'The request body is not a valid form'
          : 'The request body is not valid JSON';
        refuse(400, 'body', message, { field: 'body' });
      }
      for (const route of routes) {
        const match = route.method === request.method ? route.path.exec(request.path) : null;
        if (match) {
          const params = match.slice(1).map((part) => decodeURIComponent(part));
          return jsonReply(200, route.answer(request, params));
        }
      }
      return refuse(404, 'not_found', 'Route not found');
    } catch (error) {
      if (error instanceof FakeRefusal) return refusalReply(error, request.language);
      throw error;
    }
  }

  function takeFailure(path: string): FakeFailure | undefined {
    const index = failures.findIndex((failure) => failure.path === path);
    return index < 0 ? undefined : failures.splice(index, 1)[0];
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const signal = signalOf(input, init);
    signal?.throwIfAborted();
    const request = await readRequest(input, init);
    const { method, path, query, body } = request;
    calls.push({ method, path, query, body });
    const failure = takeFailure(path);
    await delay(latency, signal);
    if (failure === undefined) return answer(request);
    if (failure.status === 0) throw new TypeError('Failed to fetch');
    return jsonReply(
      failure.status,
      errorListReply([{ code: 'fake_failure', message: failure.message }]),
    );
  };

  return {
    fetch,
    token: FAKE_SHOP_TOKEN,
    cart: cart.view,
    wishlist: wishlist.view,
    orders: afterOrder.view,
    support: support.view,
    calls,
    failNext,
  };
}
