import { batch, type Signal, signal } from '@preact/signals-core';
import * as v from 'valibot';
import type { CustomerProfile, LatLng, Module } from '../api/wire';
import {
  type CheckoutDraft,
  checkoutDefaults,
  checkoutDraftSchema,
} from '../checkout/checkoutDraft';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import {
  createPersistence,
  type Persistence,
  type PersistenceOptions,
  type PersistSpec,
} from './persist';
import { DEFAULT_THEME, plainKeys, recentSearchesSchema, type ThemePreference } from './plainKeys';
import {
  type CartState,
  type ConfigState,
  cartDefaults,
  cartSchema,
  configDefaults,
  configSchema,
  type GuestUserInfo,
  guestUserInfoSchema,
  type HomeDataState,
  homeDataDefaults,
  homeDataSchema,
  languageSchema,
  type OfflinePaymentState,
  offlinePaymentDefaults,
  offlinePaymentSchema,
  profileSchema,
  type SearchFilterState,
  type SocialLoginState,
  searchFilterDefaults,
  searchFilterSchema,
  socialLoginDefaults,
  socialLoginSchema,
  type UtilsState,
  utilsDefaults,
  utilsSchema,
  type WishListState,
  wishListDefaults,
  wishListSchema,
} from './slices';

/** Every piece of persisted client state, each a signal that writes itself to storage. */
export interface SouqStore {
  config: Signal<ConfigState>;
  utils: Signal<UtilsState>;
  profileInfo: Signal<CustomerProfile | null>;
  cart: Signal<CartState>;
  wishList: Signal<WishListState>;
  searchFilter: Signal<SearchFilterState>;
  socialLogin: Signal<SocialLoginState>;
  homeData: Signal<HomeDataState>;
  language: Signal<Locale>;
  addressModalOpen: Signal<boolean>;
  guestUserInfo: Signal<GuestUserInfo | null>;
  offlinePayment: Signal<OfflinePaymentState>;
  /** What the shopper chose and typed at checkout, and the attempt under way. */
  checkout: Signal<CheckoutDraft>;
  recentSearches: Signal<readonly string[]>;
  token: Signal<string | null>;
  guestId: Signal<string | null>;
  zoneId: Signal<string | null>;
  location: Signal<string | null>;
  currentLatLng: Signal<LatLng | null>;
  module: Signal<Module | null>;
  theme: Signal<ThemePreference>;
  /** The persistence behind the store: hydration, storage health, key names. */
  persistence: Persistence;
  /** Puts every slice back to its default (storage follows). */
  reset(): void;
}

/** Options of a store: where it persists, and the language a visitor without a stored one gets. */
export interface StoreOptions extends PersistenceOptions {
  defaultLanguage?: Locale;
}

/** Creates a store whose every slice is validated on read and persisted on change. */
export function createStore(options: StoreOptions): SouqStore {
  const persistence = createPersistence(options);
  const resets: Array<() => void> = [];

  const persisted = <T>(spec: PersistSpec<T>): Signal<T> => {
    const target = signal(spec.fallback);
    persistence.bind(target, spec);
    resets.push(() => {
      target.value = spec.fallback;
    });
    return target;
  };
  const slice = <T>(name: string, schema: v.GenericSchema<unknown, T>, fallback: T) =>
    persisted({ key: persistence.sliceKey(name), schema, fallback });
  const plain = <T>(spec: PersistSpec<T>) =>
    persisted({ ...spec, key: persistence.keyOf(spec.key) });

  const store: SouqStore = {
    config: slice('config', configSchema, configDefaults),
    utils: slice('utils', utilsSchema, utilsDefaults),
    profileInfo: slice('profileInfo', profileSchema, null),
    cart: slice('cart', cartSchema, cartDefaults),
    wishList: slice('wishList', wishListSchema, wishListDefaults),
    searchFilter: slice('searchFilter', searchFilterSchema, searchFilterDefaults),
    socialLogin: slice('socialLogin', socialLoginSchema, socialLoginDefaults),
    homeData: slice('homeData', homeDataSchema, homeDataDefaults),
    language: slice('language', languageSchema, options.defaultLanguage ?? DEFAULT_LOCALE),
    addressModalOpen: slice('addressModal', v.fallback(v.boolean(), false), false),
    guestUserInfo: slice('guestUserInfo', guestUserInfoSchema, null),
    offlinePayment: slice('offlinePayment', offlinePaymentSchema, offlinePaymentDefaults),
    checkout: slice('checkout', checkoutDraftSchema, checkoutDefaults),
    recentSearches: slice<readonly string[]>('recentSearches', recentSearchesSchema, []),
    token: plain(plainKeys.token),
    guestId: plain(plainKeys.guestId),
    zoneId: plain(plainKeys.zoneId),
    location: plain(plainKeys.location),
    currentLatLng: plain(plainKeys.currentLatLng),
    module: plain(plainKeys.module),
    theme: plain<ThemePreference>({ ...plainKeys.theme, fallback: DEFAULT_THEME }),
    persistence,
    reset: () =>
      batch(() => {
        for (const reset of resets) reset();
      }),
  };
  void persistence.hydrate();
  return store;
}
