import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSouqCore, type SouqCore } from '../createSouqCore';
import { fixtureItem } from '../testing/catalogFixtures';
import { createFakeShop } from '../testing/fakeShop';
import { signIn } from './signIn';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

/** A guest's core on a fake shop whose cart holds the guest's line and whose wishlist one item. */
async function guestOnShop(navigate: (path: string) => void = () => {}) {
  const shop = createFakeShop({ cart: [{ itemId: 1, quantity: 2 }], wishlist: [2] });
  const core = createSouqCore({
    apiBaseUrl: 'http://shop.test',
    storage: null,
    cookies: null,
    eventTarget: null,
    fetch: shop.fetch,
    navigate,
    currentPath: () => '/product/1?from=home',
  });
  cores.push(core);
  core.store.language.value = 'en';
  await core.session.boot();
  await core.session.ensureGuestId();
  return { core, shop };
}

const depsOf = (core: SouqCore) => ({
  ...core,
  toast: core.toasts,
  t: (key: Parameters<SouqCore['i18n']['t']>[0]) => core.i18n.t(key),
});

describe('signIn', () => {
  it('stores the token and forgets the guest id', async () => {
    const { core } = await guestOnShop();
    expect(core.store.guestId.value).not.toBeNull();
    await signIn(depsOf(core), 'fake-session-1');
    expect(core.store.token.value).toBe('fake-session-1');
    expect(core.store.guestId.value).toBeNull();
    expect(core.session.isLoggedIn.value).toBe(true);
  });

  it('reads the profile, the wishlist and the joined cart anew', async () => {
    const { core } = await guestOnShop();
    await signIn(depsOf(core), 'fake-session-1');
    expect(core.session.profile.value?.f_name).toBeTruthy();
    expect(core.store.wishList.value.item.map((item) => item.id)).toEqual([2]);
    expect(core.store.cart.value.cartList.map((line) => [line.id, line.quantity])).toEqual([
      [1, 2],
    ]);
  });

  it("says 'Sign in successfully.'", async () => {
    const { core } = await guestOnShop();
    await signIn(depsOf(core), 'fake-session-1');
    expect(core.toasts.toasts.value.map((toast) => toast.message)).toContain(
      'Sign in successfully.',
    );
  });

  it("says 'Signup successfully.' for a new account", async () => {
    const { core } = await guestOnShop();
    await signIn(depsOf(core), 'fake-session-1', 'Signup successfully.');
    const said = core.toasts.toasts.value.map((toast) => toast.message);
    expect(said).toContain('Signup successfully.');
    expect(said).not.toContain('Sign in successfully.');
  });

  it('wishes the item whose heart the visitor pressed, after sending them to sign-in and back', async () => {
    const navigate = vi.fn<(path: string) => void>();
    const { core, shop } = await guestOnShop(navigate);
    const item = fixtureItem('plain', 'en');
    await core.wishlist.add(item);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      `/auth/sign-in?from=${encodeURIComponent('/product/1?from=home')}`,
    );
    expect(shop.wishlist.itemIds()).toEqual([2]);

    await signIn(depsOf(core), 'fake-session-1');
    expect(shop.wishlist.itemIds()).toEqual([2, item.id]);
    expect(core.wishlist.has(item.id)).toBe(true);
    expect(core.toasts.toasts.value.map((toast) => toast.message)).toContain('Added to wishlist');
  });

  it('wishes nothing more when the visitor pressed no heart', async () => {
    const { core, shop } = await guestOnShop();
    await signIn(depsOf(core), 'fake-session-1');
    expect(shop.wishlist.itemIds()).toEqual([2]);
  });

  it('stays signed in when a read fails', async () => {
    const { core, shop } = await guestOnShop();
    shop.failNext('/api/v1/customer/info', 0, 'offline');
    await signIn(depsOf(core), 'fake-session-1');
    expect(core.store.token.value).toBe('fake-session-1');
    expect(core.store.profileInfo.value).toBeNull();
  });
});
