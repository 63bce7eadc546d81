/*
 * Signing in (issue #20), the counterpart of logout.ts: the token a login, a sign-up or a phone
 * verification earned is stored, and the visitor stops being a guest. The server has already
 * joined the guest's cart to the account, so the guest id is forgotten (spec §4 asks for one only
 * when there is neither token nor guest id: after a logout the visitor is a new guest), and the
 * profile, the wishlist and the cart are read anew as the customer's.
 */
import { batch } from '@preact/signals-core';
import type { CartService } from '../cart';
import type { MessageKey } from '../i18n/resources';
import type { WishlistService } from '../wishlist';
import { loadCustomerProfile } from './customerProfile';
import { PROFILE_QUERY_KEY, type SessionDeps } from './deps';

/** What signing in needs: the session's store, reads and toasts, and the cart and wishlist. */
export interface SignInDeps extends Pick<SessionDeps, 'store' | 'cache' | 'toast' | 't'> {
  api: Parameters<typeof loadCustomerProfile>[0]['api'];
  cart: Pick<CartService, 'refresh'>;
  wishlist: Pick<WishlistService, 'refresh' | 'addWishedBeforeSignIn'>;
}

/**
 * Signs the customer in with `token`: stores it, forgets the guest id and any other customer's
 * profile, reads the profile, the wishlist and the (joined) cart, then says `said` ('Sign in
 * successfully.', or 'Signup successfully.' for a new account), and adds the item the visitor
 * pressed the heart of before. A read that fails leaves the
 * customer signed in: the pages read it again.
 */
export async function signIn(
  deps: SignInDeps,
  token: string,
  said: MessageKey = 'Sign in successfully.',
): Promise<void> {
  const { store, cache } = deps;
  batch(() => {
    store.token.value = token;
    store.guestId.value = null;
    store.profileInfo.value = null;
  });
  cache.invalidate(PROFILE_QUERY_KEY);
  await Promise.all([
    loadCustomerProfile(deps).catch(() => null),
    deps.wishlist.refresh().catch(() => undefined),
    deps.cart.refresh().catch(() => false),
  ]);
  deps.toast.success(deps.t(said));
  // The heart a visitor pressed before signing in: their wish, now that they may.
  await deps.wishlist.addWishedBeforeSignIn().catch(() => false);
}
