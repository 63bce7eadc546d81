import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { CustomerProfile } from '../api/wire';
import { type BootOutcome, boot } from './boot';
import { type CountryChangeResult, changeCountry } from './changeCountry';
import { CONFIG_QUERY_KEY, type SessionDeps } from './deps';
import { ensureGuestId, renewGuestId } from './guestId';
import type { InlineConfig } from './inlineConfig';
import { clearUserState, logout } from './logout';

/** The visitor's session: who they are and the flows that change it. */
export interface Session {
  /** True exactly when a token exists (spec §4). */
  isLoggedIn: ReadonlySignal<boolean>;
  /** Whether the server knows the shopper: a customer's token, or a guest id for a visitor. */
  known: ReadonlySignal<boolean>;
  /** The signed-in customer's profile as last read (kept across visits); null for a visitor. */
  profile: ReadonlySignal<CustomerProfile | null>;
  /** Whether the zone and the module the catalog is asked in are settled. */
  located: ReadonlySignal<boolean>;
  /**
   * Takes the configuration the page was sent with (`readInlineConfig`) for the first load, so it
   * need not be asked for; false, and nothing taken, when it is in another language than the
   * shopper's.
   */
  adoptPageConfig(page: InlineConfig): boolean;
  /** Runs the first load of spec §4. */
  boot(): Promise<BootOutcome>;
  /** The guest id, asked for once when there is neither token nor guest id. */
  ensureGuestId(): Promise<string | null>;
  /** A new guest id after the server refused the stored one; null when none could be had. */
  renewGuestId(refused: string): Promise<string | null>;
  /** Logs out with the toast and goes to sign-in or `target`. */
  logout(target?: string): void;
  /** Forgets the user without toast or navigation (what a 401 does before its own message). */
  clearUserState(): void;
  /** Switches the country after the shopper confirmed it. */
  changeCountry(code: string): CountryChangeResult;
}

/** Creates the session over the injected store, API, toasts and navigation. */
export function createSession(deps: SessionDeps): Session {
  const isLoggedIn = computed(() => deps.store.token.value !== null);
  return {
    isLoggedIn,
    known: computed(() => isLoggedIn.value || deps.store.guestId.value !== null),
    profile: computed(() => (isLoggedIn.value ? deps.store.profileInfo.value : null)),
    located: computed(() => deps.store.zoneId.value !== null && deps.store.module.value !== null),
    adoptPageConfig: ({ language, config }) => {
      if (language !== deps.store.language.value) return false;
      deps.cache.prime(CONFIG_QUERY_KEY, config);
      return true;
    },
    boot: () => boot(deps),
    ensureGuestId: () => ensureGuestId(deps),
    renewGuestId: (refused) => renewGuestId(deps, refused),
    logout: (target) => logout(deps, target),
    clearUserState: () => clearUserState(deps),
    changeCountry: (code) => changeCountry(deps, code),
  };
}
