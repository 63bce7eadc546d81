import { batch } from '@preact/signals-core';
import { SIGN_IN_PATH } from '../api/errorPolicy';
import { cartDefaults, wishListDefaults } from '../store/slices';
import { PROFILE_QUERY_KEY, type SessionDeps } from './deps';

/** Forgets the signed-in customer: profile, wishlist, cart and token (no toast, no navigation). */
export function clearUserState({ store, cache }: Pick<SessionDeps, 'store' | 'cache'>): void {
  batch(() => {
    store.profileInfo.value = null;
    store.wishList.value = wishListDefaults;
    store.cart.value = cartDefaults;
    store.token.value = null;
  });
  cache.invalidate(PROFILE_QUERY_KEY);
}

/**
 * Logs out as spec §4 says, then goes to sign-in or the given target. The server is asked to
 * revoke the token first (the request is built while the token is still stored); that is best
 * effort: offline or refused, the shopper is logged out here all the same.
 */
export function logout(deps: SessionDeps, target: string = SIGN_IN_PATH): void {
  if (deps.store.token.value !== null) {
    deps.api.logout({ silent: true }).catch(() => undefined);
  }
  clearUserState(deps);
  deps.toast.success(deps.t('Logout successful.'));
  deps.navigate(target);
}
