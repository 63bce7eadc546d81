import { effect } from '@preact/signals-core';
import { type ApiClient, createApiClient } from './api';
import { isCountryCode } from './api/headerValues';
import { createOrderEndpoints } from './api/orderEndpoints';
import type { RequestContext } from './api/requestContext';
import { FIXED_MODULE } from './api/requestHeaders';
import { type CartService, createCartService } from './cart';
import { HOME_PATH } from './catalog/storefrontRoutes';
import { type CheckoutModel, createCheckoutModel } from './checkout';
import { COOKIE_MAX_AGE_DAYS, type CookieSource, createCookieJar } from './cookies';
import { bindPageEvents, reportPageError } from './events';
import { changeLanguage, createI18n, detectLocale, type I18n, type Locale } from './i18n';
import { createModulesModel, type ModulesModel } from './modules';
import {
  createLocaleModel,
  createThemeModel,
  type LocaleModel,
  type ThemeModel,
} from './preferences';
import { createQueryCache, type QueryCache } from './query';
import { createRecentSearches, type RecentSearches } from './search';
import { type BootOutcome, createSession, type Session, type Translate } from './session';
import { stopGuestIdRetry } from './session/guestId';
import { createShopModel, type ShopModel } from './shop';
import { createStore, DEFAULT_THEME, type SouqStore, type ThemePreference } from './store';
import { browserStorage, browserStorageEvents, type StorageLike } from './store/storage';
import { THEME_COOKIE } from './theme';
import { createToastModel, type ToastModel } from './toast';
import { createWishlistService, type WishlistService } from './wishlist';

/** How a host (the storefront, the embed runtime, a React app) sets up the core. */
export interface SouqCoreOptions {
  /** Origin of the 6amMart-compatible API, e.g. 'https://shop.example'. */
  apiBaseUrl: string;
  /** Prefix of every storage key and cookie; 'souq.' when embedded on a partner page. */
  namespace?: string;
  /** Where state persists; the browser's localStorage by default, null for memory only. */
  storage?: StorageLike | null;
  /** Where cookies live; `document` by default, null for none. */
  cookies?: CookieSource | null;
  /** Client-side navigation; a full page load by default. */
  navigate?: (path: string) => void;
  /**
   * The storefront route the shopper is on (path and query), which sign-in brings them back to
   * (an expired session, a visitor's heart); leave it out where the page is not the storefront's
   * (a partner page, whose paths the storefront does not have).
   */
  currentPath?: () => string;
  /** A full reload at a path; `location.assign` by default. */
  reload?: (path: string) => void;
  fetch?: typeof globalThis.fetch;
  /**
   * Where the page-wide `souq:*` events (cart, wishlist, language, errors) are fired once the
   * core has started: `document` by default, null for none.
   */
  eventTarget?: EventTarget | null;
  /** Language to start in, over the shopper's stored one (a partner page's own language). */
  locale?: Locale;
  /** Colour scheme to start with, over the shopper's stored choice. */
  theme?: ThemePreference;
  /** Country (lower-case alpha-2) to start with, over the shopper's stored one. */
  country?: string;
}

/**
 * The framework-free kit: one store, one i18n, one toast stack, one API client, one session, and
 * the cart and wishlist every widget shares.
 */
export interface SouqCore {
  /** The persisted slices. Views read the models below instead and never write a slice. */
  store: SouqStore;
  /** The shop's configuration as read-only signals. */
  shop: ShopModel;
  /** The shopper's language, direction and country, and the language switch. */
  locale: LocaleModel;
  /** The shopper's colour scheme and its switch. */
  theme: ThemeModel;
  i18n: I18n;
  toasts: ToastModel;
  api: ApiClient;
  cache: QueryCache;
  session: Session;
  cart: CartService;
  wishlist: WishlistService;
  recentSearches: RecentSearches;
  /** The checkout's draft (persisted), its settings, and placing the order. */
  checkout: CheckoutModel;
  /** The shop's business modules, the one the catalog is asked in, and the switch between them. */
  modules: ModulesModel;
  /**
   * The first load every host runs (spec §4), with the page-wide `souq:*` events bound: resolves
   * once the configuration, zone and guest id are settled; the cart and the wishlist then load
   * from the server (`loaded`). Runs once: later calls get the same outcome.
   */
  start(): Promise<BootOutcome>;
  /** Resolves when the latest first load has also brought the cart and the wishlist. */
  loaded(): Promise<void>;
  /** Runs the first load again with every cached read dropped (a retry, a country change). */
  restart(): Promise<BootOutcome>;
  /** Stops every binding (tests, hot reload). */
  dispose(): void;
}

const assignLocation = (path: string) => {
  window.location.assign(path);
};

const browserCookies = (): CookieSource | null =>
  typeof document === 'undefined' ? null : document;

/** A cookie source that keeps nothing, for hosts that must not write cookies. */
const noCookies: CookieSource = {
  get cookie() {
    return '';
  },
  set cookie(_ignored: string) {},
};

/** Wires the core together; nothing touches the browser until this is called. */
export function createSouqCore(options: SouqCoreOptions): SouqCore {
  const cookieSource = options.cookies === undefined ? browserCookies() : options.cookies;
  const cookies = createCookieJar(cookieSource ?? noCookies, options.namespace ?? '');
  // Arabic is the shop's default: only a deliberate choice (a stored language or the language
  // cookies) overrides it, never the browser's own language.
  const defaultLanguage = detectLocale({ cookie: cookieSource?.cookie ?? '' });
  const store = createStore({
    storage: options.storage === undefined ? browserStorage() : options.storage,
    events: browserStorageEvents(),
    defaultLanguage,
    ...(options.namespace === undefined ? {} : { namespace: options.namespace }),
    onWriteError: (key, error) => console.warn(`souq: storage write of "${key}" failed`, error),
  });
  if (options.locale) store.language.value = options.locale;
  if (options.theme) store.theme.value = options.theme;
  // The configured country; boot picks the shop's first one for a visitor without a cookie, so
  // it is put back once boot is done.
  const applyCountry = () => {
    // A host's value goes out as the X-LANG header, so only a country code is taken.
    if (isCountryCode(options.country)) {
      store.config.value = { ...store.config.value, countryCode: options.country.toLowerCase() };
    }
  };
  applyCountry();
  const i18n = createI18n({ language: store.language.value });
  const toasts = createToastModel();
  const cache = createQueryCache();
  const navigate = options.navigate ?? assignLocation;
  const eventTarget =
    options.eventTarget === undefined ? (globalThis.document ?? null) : options.eventTarget;
  let eventsBound = false;
  const t: Translate = (key, values) => i18n.t(key, values ?? {});

  const context: RequestContext = {
    token: () => store.token.value,
    guestId: () => store.guestId.value,
    zoneId: () => store.zoneId.value,
    language: () => store.language.value,
    countryCode: () => store.config.value.countryCode,
    latLng: () => store.currentLatLng.value,
    moduleId: () => store.module.value?.id ?? FIXED_MODULE.id,
  };
  let session: Session | undefined;
  const api = createApiClient({
    baseURL: options.apiBaseUrl,
    context,
    onUnauthorized: (hadToken) => {
      if (hadToken) session?.clearUserState();
      else store.profileInfo.value = null;
    },
    notifyError: (message) => {
      toasts.error(message);
      if (eventsBound && eventTarget) reportPageError(message, eventTarget);
    },
    navigate,
    ...(options.currentPath ? { currentPath: options.currentPath } : {}),
    t,
    renewGuestId: (refused) => session?.renewGuestId(refused) ?? Promise.resolve(null),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const shopperSession = createSession({
    store,
    api,
    toast: toasts,
    t,
    navigate,
    reload: options.reload ?? assignLocation,
    cache,
    cookies,
    // A guest id that arrived after the shop had asked the kit to wait: the cart can load now.
    onGuestIdRecovered: () => void cart.refresh(),
  });
  session = shopperSession;

  // The store is the one source of truth for the language: another tab or widget changing it
  // switches this i18n instance too.
  const stopLanguageSync = effect(() => {
    const language = store.language.value;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  });

  // The server reads the scheme from a cookie to render pages in it (src/core/theme/themeCookie.ts),
  // and takes no cookie for the default: one is written only when it would say something else.
  const stopThemeCookie = effect(() => {
    const wanted = store.theme.value;
    const written = cookies.get(THEME_COOKIE) ?? DEFAULT_THEME;
    if (written !== wanted) cookies.set(THEME_COOKIE, wanted, COOKIE_MAX_AGE_DAYS);
  });

  const cart = createCartService({
    store,
    api,
    toasts,
    t,
    identify: () => shopperSession.ensureGuestId(),
  });
  const wishlist = createWishlistService({
    store,
    api,
    toasts,
    t,
    navigate,
    currentPath: options.currentPath,
  });
  const shop = createShopModel(store.config);
  const switchLanguage = async (locale: Locale) => {
    // A language the build did not bundle is fetched first, so no view shows it without its text.
    if (!i18n.hasMessages(locale)) await i18n.changeLanguage(locale);
    store.language.value = locale;
    await changeLanguage(i18n, locale, {
      notify: (message) => toasts.success(message),
      ...(cookieSource ? { doc: cookieSource } : {}),
    });
    // The shop's name and footer text, and the names and variations of the cart's and the
    // wishlist's items, come in the language they were asked in: ask again.
    if (shop.configured.value) {
      cache.invalidate(['config']);
      await shopperSession.boot();
      await Promise.all([cart.refresh(), wishlist.refresh()]);
    }
  };

  const locale = createLocaleModel(store, switchLanguage);
  const modules = createModulesModel({
    store,
    api,
    cache,
    reload: options.reload ?? assignLocation,
    // Where the storefront's route is unknown (a partner page), the storefront's home.
    currentPath: options.currentPath ?? (() => HOME_PATH),
  });
  let stopPageEvents = () => {};
  let started: Promise<BootOutcome> | undefined;
  let synced: Promise<void> = Promise.resolve();
  const firstLoad = async (): Promise<BootOutcome> => {
    if (!eventsBound && eventTarget) {
      stopPageEvents = bindPageEvents({ cart, wishlist, shop, locale }, eventTarget);
    }
    eventsBound = true;
    const outcome = await shopperSession.boot();
    if (outcome.status !== 'ready') return outcome;
    applyCountry();
    // The server holds the cart and the wishlist; stored copies may be from another device. The
    // page need not wait for them, nor for a new visitor's guest id, to show the catalog.
    synced = shopperSession
      .ensureGuestId()
      .then(() => Promise.all([cart.refresh(), wishlist.refresh()]))
      .then(() => undefined);
    return outcome;
  };

  return {
    store,
    shop,
    locale,
    theme: createThemeModel(store.theme),
    i18n,
    toasts,
    api,
    cache,
    session: shopperSession,
    cart,
    wishlist,
    recentSearches: createRecentSearches(store.recentSearches),
    checkout: createCheckoutModel({
      store,
      api,
      orders: createOrderEndpoints(api.request),
      cart,
      cache,
    }),
    modules,
    start: () => {
      started ??= firstLoad();
      return started;
    },
    loaded: async () => {
      await (started ?? Promise.resolve());
      await synced;
    },
    restart: () => {
      // Every cached read may depend on what changed (the country, the zone): ask again.
      cache.invalidate([]);
      started = firstLoad();
      return started;
    },
    dispose: () => {
      stopPageEvents();
      stopLanguageSync();
      stopThemeCookie();
      toasts.dispose();
      stopGuestIdRetry(store);
      store.persistence.dispose();
    },
  };
}
