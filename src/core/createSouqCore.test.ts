import { describe, expect, it, vi } from 'vitest';
import { cookieDocument } from './cookies/testDoubles';
import { createSouqCore, type SouqCoreOptions } from './createSouqCore';
import { createMemoryStorage } from './store/memoryStorage';
import { FIXTURE_IDS, fixtureItem } from './testing/catalogFixtures';
import { createFakeShop, FAKE_SHOP_TOKEN } from './testing/fakeShop';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function core(overrides: Partial<SouqCoreOptions> = {}) {
  const cookies = cookieDocument();
  const navigate = vi.fn();
  const storage = createMemoryStorage();
  const souq = createSouqCore({
    apiBaseUrl: 'https://shop.test',
    storage,
    cookies,
    navigate,
    reload: vi.fn(),
    fetch: vi.fn(() => Promise.resolve(json({}))),
    ...overrides,
  });
  return { souq, cookies, navigate, storage };
}

describe('the wired core', () => {
  describe('the colour scheme’s cookie, which the storefront’s server renders pages in', () => {
    it('is not written for a shopper on the default scheme', () => {
      const { cookies } = core();

      expect(cookies.writes.filter((write) => write.startsWith('souq_theme='))).toEqual([]);
    });

    it('follows the shopper’s choice', () => {
      const { souq, cookies } = core();

      souq.theme.choose('dark');

      expect(cookies.jar.get('souq_theme')).toBe('dark');
    });

    it('is written at once for a returning shopper whose stored scheme it does not say yet', () => {
      const cookies = cookieDocument();
      core({ cookies, storage: createMemoryStorage({ theme: 'system' }) });

      expect(cookies.jar.get('souq_theme')).toBe('system');
    });
  });

  describe('given a first visit', () => {
    it('speaks Arabic, right to left', () => {
      const { souq } = core();
      expect(souq.store.language.value).toBe('ar');
      expect(souq.i18n.language).toBe('ar');
      expect(souq.i18n.dir()).toBe('rtl');
    });

    it('follows a language cookie the storefront set earlier', () => {
      const cookies = cookieDocument();
      cookies.cookie = 'NEXT_LOCALE=en';
      const { souq } = core({ cookies });
      expect(souq.store.language.value).toBe('en');
      expect(souq.i18n.t('Cart')).toBe('Cart');
    });
  });

  describe('when the shopper switches the language', () => {
    it('switches i18n and the store, writes both cookies and confirms in the new language', async () => {
      const { souq, cookies } = core();

      await souq.locale.change('en');

      expect(souq.i18n.language).toBe('en');
      expect(souq.store.language.value).toBe('en');
      expect(cookies.jar.get('x-lang')).toBe('en');
      expect(cookies.jar.get('NEXT_LOCALE')).toBe('en');
      expect(souq.toasts.toasts.value[0]).toMatchObject({
        type: 'success',
        message: 'Language has been changed',
      });
    });
  });

  describe('when the shopper switches the language after the first load', () => {
    it('asks the shop for its configuration again, in the new language', async () => {
      const shop = createFakeShop();
      const { souq } = core({ fetch: shop.fetch });
      await souq.session.boot();
      const arabicFooter = souq.store.config.value.configData?.footer_text;

      await souq.locale.change('en');

      const configCalls = shop.calls.filter((call) => call.path === '/api/v1/config');
      expect(configCalls).toHaveLength(2);
      expect(souq.store.config.value.configData?.footer_text).not.toBe(arabicFooter);
    });

    it('lists the cart again, so its lines read in the new language', async () => {
      const shop = createFakeShop({ signedIn: false, cart: [{ itemId: FIXTURE_IDS.plain }] });
      const { souq } = core({ fetch: shop.fetch });
      await souq.start();
      await souq.loaded();
      const arabicName = souq.cart.lines.value[0]?.name;

      await souq.locale.change('en');

      const englishName = souq.cart.lines.value[0]?.name;
      expect(englishName).toBe(fixtureItem('plain', 'en').name);
      expect(englishName).not.toBe(arabicName);
    });
  });

  describe('when another tab changes the language', () => {
    it('follows without a toast', () => {
      const { souq } = core();
      souq.store.language.value = 'en';
      expect(souq.i18n.language).toBe('en');
      expect(souq.toasts.toasts.value).toEqual([]);
    });
  });

  describe('when a signed-in call answers 401', () => {
    it('logs out, toasts the expiry in Arabic and goes to sign-in', async () => {
      const fetch = vi.fn(() => Promise.resolve(json({ message: 'Unauthenticated.' }, 401)));
      const { souq, navigate } = core({ fetch });
      souq.store.token.value = 'expired';
      souq.store.profileInfo.value = {
        f_name: 'Sara',
        image: '',
        order_count: 0,
        wallet_balance: 0,
        member_since_days: 1,
      };

      await expect(souq.api.getCustomerInfo()).rejects.toMatchObject({ status: 401 });

      expect(souq.store.token.value).toBeNull();
      expect(souq.store.profileInfo.value).toBeNull();
      expect(souq.toasts.toasts.value[0]?.message).toBe(
        souq.i18n.getFixedT('ar')('Your token has been expired.please sign in again'),
      );
      expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
    });
  });

  describe('given a host listening to errors', () => {
    it('hears every message the API client toasts once started, and nothing of a silent call', async () => {
      const page = new EventTarget();
      const heard: string[] = [];
      page.addEventListener('souq:error', (event) => {
        heard.push((event as CustomEvent<{ message: string }>).detail.message);
      });
      const shop = createFakeShop();
      const { souq } = core({ fetch: shop.fetch, eventTarget: page });
      await souq.start();
      await souq.loaded();
      shop.failNext('/api/v1/customer/cart/list', 422, 'Cart is closed');
      shop.failNext('/api/v1/items/details/1', 404, 'No such item');

      await expect(souq.api.getCart()).rejects.toMatchObject({ status: 422 });
      await expect(souq.api.getItem(1, { silent: true })).rejects.toMatchObject({ status: 404 });

      expect(heard).toEqual(['Cart is closed']);
      expect(souq.toasts.toasts.value.map((toast) => toast.message)).toEqual(['Cart is closed']);
    });
  });

  describe('when a host starts it', () => {
    it('loads the shop, a guest id, the cart and the wishlist once, however many hosts ask', async () => {
      const shop = createFakeShop({ signedIn: false, cart: [{ itemId: FIXTURE_IDS.plain }] });
      const { souq } = core({ fetch: shop.fetch, eventTarget: null });

      const [first, second] = await Promise.all([souq.start(), souq.start()]);
      await souq.loaded();

      expect(first.status).toBe('ready');
      expect(second).toBe(first);
      expect(souq.shop.configured.value).toBe(true);
      expect(souq.store.guestId.value).not.toBeNull();
      expect(souq.cart.count.value).toBe(1);
      const configReads = shop.calls.filter(({ path }) => path.endsWith('/config'));
      expect(configReads).toHaveLength(1);
    });

    it('runs the first load again on restart, asking the server anew', async () => {
      const shop = createFakeShop({ signedIn: false });
      const { souq } = core({ fetch: shop.fetch, eventTarget: null });
      await souq.start();

      await souq.restart();

      const configReads = shop.calls.filter(({ path }) => path.endsWith('/config'));
      expect(configReads).toHaveLength(2);
    });

    it('starts in the language, theme and country the host asked for', async () => {
      const shop = createFakeShop({ signedIn: false });
      const { souq } = core({
        fetch: shop.fetch,
        eventTarget: null,
        locale: 'en',
        theme: 'dark',
        country: 'eg',
      });
      expect(souq.locale.language.value).toBe('en');
      expect(souq.locale.direction.value).toBe('ltr');
      expect(souq.theme.preference.value).toBe('dark');

      await souq.start();

      expect(souq.locale.country.value).toBe('eg');
    });
  });

  describe('when embedded with a namespace', () => {
    it("keeps its state under souq.* keys, away from the partner's own", () => {
      const storage = createMemoryStorage({ token: 'partner-session' });
      const { souq } = core({ namespace: 'souq.', storage });

      souq.store.token.value = 'kit';

      expect(storage.getItem('token')).toBe('partner-session');
      expect(storage.getItem('souq.token')).toBe('kit');
    });
  });

  describe('given a fake shop as the backend', () => {
    const onShop = () => {
      const shop = createFakeShop();
      return { shop, ...core({ fetch: shop.fetch }) };
    };

    it('lets a booted guest fill the cart, confirming in Arabic', async () => {
      const { souq, shop } = onShop();
      await souq.session.boot();

      await expect(souq.cart.add({ ...fixtureItem('plain', 'ar'), quantity: 1 })).resolves.toBe(
        true,
      );

      expect(shop.calls.at(-1)?.body).toMatchObject({ guest_id: souq.store.guestId.value });
      expect(souq.cart.count.value).toBe(1);
      expect(souq.store.cart.value.cartList).toBe(souq.cart.lines.value);
      expect(souq.toasts.toasts.value[0]).toMatchObject({
        type: 'success',
        message: souq.i18n.getFixedT('ar')('Item added to cart'),
      });
    });

    it('asks for a guest id before an add pressed ahead of the first load, and sends it', async () => {
      const { souq, shop } = onShop();
      const adding = souq.cart.add({ ...fixtureItem('plain', 'ar'), quantity: 1 });
      const booting = souq.session.boot();

      await expect(adding).resolves.toBe(true);
      await booting;

      const paths = shop.calls.map((call) => call.path);
      expect(paths.filter((path) => path === '/api/v1/auth/guest/request')).toHaveLength(1);
      const add = shop.calls.find((call) => call.path === '/api/v1/customer/cart/add');
      expect(add?.body).toMatchObject({ guest_id: souq.store.guestId.value });
      expect(souq.store.guestId.value).not.toBeNull();
    });

    it('sends a guest who wishes an item to sign-in', async () => {
      const { souq, navigate, shop } = onShop();
      await expect(souq.wishlist.add(fixtureItem('plain', 'ar'))).resolves.toBe(false);
      expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
      expect(shop.calls).toEqual([]);
    });

    it('empties the shared cart and wishlist on logout', async () => {
      const { souq } = onShop();
      souq.store.token.value = FAKE_SHOP_TOKEN;
      await souq.cart.add({ ...fixtureItem('plain', 'ar'), quantity: 1 });
      await souq.wishlist.add(fixtureItem('plain', 'ar'));
      expect([souq.cart.count.value, souq.wishlist.count.value]).toEqual([1, 1]);

      souq.session.logout();

      expect(souq.cart.lines.value).toEqual([]);
      expect(souq.wishlist.items.value).toEqual([]);
    });
  });
});
