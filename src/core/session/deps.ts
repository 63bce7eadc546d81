import type { ApiClient } from '../api/createApiClient';
import type { CookieJar } from '../cookies/cookieJar';
import type { MessageKey } from '../i18n/resources';
import type { QueryCache } from '../query/queryCache';
import type { SouqStore } from '../store/createStore';
import type { ToastSink } from '../toast/toast';

/** Translates a message key of the `common` namespace. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** What the session needs from the rest of the kit; injected so it runs anywhere. */
export interface SessionDeps {
  store: SouqStore;
  api: Pick<ApiClient, 'getConfig' | 'getModules' | 'requestGuestId' | 'logout'>;
  toast: ToastSink;
  t: Translate;
  /** Client-side navigation to a storefront path. */
  navigate(path: string): void;
  /** A full reload at a storefront path (after a country change). */
  reload(path: string): void;
  cache: QueryCache;
  cookies: CookieJar;
  /** Called when a guest id arrives on a retry the kit scheduled itself (after a 429): reload the cart. */
  onGuestIdRecovered?(): void;
}

/** Cache key of the signed-in customer's profile. */
export const PROFILE_QUERY_KEY = ['customer', 'info'] as const;
/** Cache key of the shop configuration. */
export const CONFIG_QUERY_KEY = ['config'] as const;
