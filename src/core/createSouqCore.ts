import { effect } from '@preact/signals-core';
import { type ApiClient, createApiClient } from './api';
import type { RequestContext } from './api/requestContext';
import { FIXED_MODULE } from './api/requestHeaders';
import { type CartService, createCartService } from './cart';
import { type CookieSource, createCookieJar } from './cookies';
import { changeLanguage, createI18n, detectLocale, type I18n, type Locale } from './i18n';
import { createQueryCache, type QueryCache } from './query';
import { createRecentSearches, type RecentSearches } from './search';
import { createSession, type Session, type Translate } from './session';
import { createStore, type SouqStore } from './store';
import { browserStorage, browserStorageEvents, type StorageLike } from './store/storage';
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
  /** A full reload at a path; `location.assign` by default. */
  reload?: (path: string) => void;
  fetch?: typeof globalThis.fetch;
  /** Hears every error message the API client reports (and toasts), e.g. to tell the host page. */
  onError?: (message: string) => void;
}

/**
 * The framework-free kit: one store, one i18n, one toast stack, one API client, one session, and
 * the cart and wishlist every widget shares.
 */
export interface SouqCore {
  store: SouqStore;
  i18n: I18n;
  toasts: ToastModel;
  api: ApiClient;
  cache: QueryCache;
  session: Session;
  cart: CartService;
  wishlist: WishlistService;
  recentSearches: RecentSearches;
  /** Switches the language everywhere, writes the language cookies and confirms with a toast. */
  setLanguage(locale: Locale): Promise<void>;
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
  const i18n = createI18n({ language: store.language.value });
  const toasts = createToastModel();
  const cache = createQueryCache();
  const navigate = options.navigate ?? assignLocation;
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
      options.onError?.(message);
    },
    navigate,
    t,
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
  });
  session = shopperSession;

  // The store is the one source of truth for the language: another tab or widget changing it
  // switches this i18n instance too.
  const stopLanguageSync = effect(() => {
    const language = store.language.value;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  });

  return {
    store,
    i18n,
    toasts,
    api,
    cache,
    session: shopperSession,
    cart: createCartService({
      store,
      api,
      toasts,
      t,
      identify: () => shopperSession.ensureGuestId(),
    }),
    wishlist: createWishlistService({ store, api, toasts, t, navigate }),
    recentSearches: createRecentSearches(store.recentSearches),
    setLanguage: async (locale) => {
      store.language.value = locale;
      await changeLanguage(i18n, locale, {
        notify: (message) => toasts.success(message),
        ...(cookieSource ? { doc: cookieSource } : {}),
      });
      // The shop's name and footer text come in the language they were asked in: ask again.
      if (store.config.value.configData !== null) {
        cache.invalidate(['config']);
        await shopperSession.boot();
      }
    },
    dispose: () => {
      stopLanguageSync();
      toasts.dispose();
      store.persistence.dispose();
    },
  };
}
