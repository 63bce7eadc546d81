export { createStore, type SouqStore, type StoreOptions } from './createStore';
export { createMemoryStorage } from './memoryStorage';
export {
  createPersistence,
  EMBEDDED_NAMESPACE,
  PERSIST_VERSION,
  type Persistence,
  type PersistenceOptions,
  type PersistSpec,
  REHYDRATE_TIMEOUT_MS,
} from './persist';
export {
  DEFAULT_THEME,
  isThemePreference,
  THEME_PREFERENCES,
  type ThemePreference,
} from './plainKeys';
export type {
  CartState,
  ConfigState,
  GuestUserInfo,
  HomeDataState,
  OfflinePaymentState,
  SearchFilterState,
  SocialLoginState,
  UtilsState,
  WishListState,
} from './slices';
export { DEFAULT_COUNTRY_CODE } from './slices';
export { browserStorage, type StorageLike } from './storage';
