import { describe, expect, it } from 'vitest';
import { createCookieJar } from '../cookies/cookieJar';
import { createMemoryStorage } from '../store/memoryStorage';
import { createSession } from './createSession';
import { sessionHarness, shopConfig } from './testDoubles';

describe('the session', () => {
  describe('given a token', () => {
    it('is logged in exactly while the token exists', () => {
      const { deps } = sessionHarness();
      const session = createSession(deps);
      expect(session.isLoggedIn.value).toBe(false);
      deps.store.token.value = 'abc';
      expect(session.isLoggedIn.value).toBe(true);
    });
  });

  describe('whether the server knows the shopper', () => {
    it('is false for a first visit, true once a guest id or a token exists', () => {
      const { deps } = sessionHarness();
      const session = createSession(deps);
      expect(session.known.value).toBe(false);
      deps.store.guestId.value = 'guest-42';
      expect(session.known.value).toBe(true);
      deps.store.guestId.value = null;
      deps.store.token.value = 'abc';
      expect(session.known.value).toBe(true);
    });
  });

  describe('the customer’s profile', () => {
    const sara = {
      f_name: 'Sara',
      image: '',
      order_count: 3,
      wallet_balance: 10,
      member_since_days: 40,
    };

    it('is the stored profile while signed in', () => {
      const { deps } = sessionHarness();
      const session = createSession(deps);
      deps.store.token.value = 'abc';
      deps.store.profileInfo.value = sara;
      expect(session.profile.value?.f_name).toBe('Sara');
    });

    it('is null for a visitor, even when a stale profile is still stored', () => {
      const { deps } = sessionHarness();
      const session = createSession(deps);
      deps.store.profileInfo.value = sara;
      expect(session.profile.value).toBeNull();
    });
  });

  describe('the guest id', () => {
    it('is requested when neither token nor guest id exists, and stored', async () => {
      const { deps } = sessionHarness();
      expect(await createSession(deps).ensureGuestId()).toBe('guest-42');
      expect(deps.store.guestId.value).toBe('guest-42');
    });

    it('is not requested for a signed-in customer', async () => {
      const { deps } = sessionHarness();
      deps.store.token.value = 'abc';
      await createSession(deps).ensureGuestId();
      expect(deps.api.requestGuestId).not.toHaveBeenCalled();
    });

    it('is not requested again once stored', async () => {
      const { deps } = sessionHarness({ storage: createMemoryStorage({ guest_id: 'g-7' }) });
      expect(await createSession(deps).ensureGuestId()).toBe('g-7');
      expect(deps.api.requestGuestId).not.toHaveBeenCalled();
    });

    it('is asked for once when several widgets boot at the same moment', async () => {
      const { deps } = sessionHarness();
      const widgets = [createSession(deps), createSession(deps), createSession(deps)];

      const ids = await Promise.all(widgets.map((session) => session.ensureGuestId()));

      expect(ids).toEqual(['guest-42', 'guest-42', 'guest-42']);
      expect(deps.api.requestGuestId).toHaveBeenCalledTimes(1);
    });

    it('leaves the visitor without an id when the server refuses, and asks again later', async () => {
      const { deps } = sessionHarness();
      deps.api.requestGuestId.mockRejectedValueOnce(new Error('offline'));
      const session = createSession(deps);
      expect(await session.ensureGuestId()).toBeNull();
      expect(await session.ensureGuestId()).toBe('guest-42');
    });
  });

  describe('when logging out', () => {
    it('clears profile, wishlist, cart and token, toasts and goes to sign-in', async () => {
      const { deps } = sessionHarness();
      const { store } = deps;
      store.token.value = 'abc';
      store.profileInfo.value = {
        f_name: 'Sara',
        image: '',
        order_count: 3,
        wallet_balance: 10,
        member_since_days: 40,
      };
      store.wishList.value = { item: [{ id: 1, name: 'Tea', image: '', price: 5 }], store: [] };
      store.cart.value = {
        ...store.cart.value,
        cartList: [{ id: 1, name: 'Tea', image: '', price: 5, quantity: 1 }],
      };
      await deps.cache.fetch(['customer', 'info'], () => Promise.resolve('cached profile'));

      createSession(deps).logout();

      expect(store.token.value).toBeNull();
      expect(store.profileInfo.value).toBeNull();
      expect(store.wishList.value.item).toEqual([]);
      expect(store.cart.value.cartList).toEqual([]);
      expect(deps.cache.state(['customer', 'info']).value.status).toBe('idle');
      expect(deps.toast.success).toHaveBeenCalledWith('Logout successful.');
      expect(deps.navigate).toHaveBeenCalledWith('/auth/sign-in');
    });

    it('goes to the given target instead', () => {
      const { deps } = sessionHarness();
      createSession(deps).logout('/home');
      expect(deps.navigate).toHaveBeenCalledWith('/home');
    });

    it('asks the server to revoke the token, sent with that token, quietly', () => {
      const { deps } = sessionHarness();
      deps.api.logout.mockImplementationOnce(() => {
        // The request is made before the token is forgotten, so it still carries it.
        expect(deps.store.token.value).toBe('abc');
        return Promise.resolve({ message: 'Logout successful.' });
      });
      deps.store.token.value = 'abc';
      createSession(deps).logout();
      expect(deps.api.logout).toHaveBeenCalledWith({ silent: true });
      expect(deps.store.token.value).toBeNull();
    });

    it('still logs out here when the server cannot be reached', async () => {
      const { deps } = sessionHarness();
      deps.api.logout.mockRejectedValueOnce(new Error('offline'));
      deps.store.token.value = 'abc';
      createSession(deps).logout();
      await Promise.resolve();
      expect(deps.store.token.value).toBeNull();
      expect(deps.toast.success).toHaveBeenCalledWith('Logout successful.');
      expect(deps.navigate).toHaveBeenCalledWith('/auth/sign-in');
    });

    it('asks nothing of the server when nobody was signed in', () => {
      const { deps } = sessionHarness();
      createSession(deps).logout();
      expect(deps.api.logout).not.toHaveBeenCalled();
    });
  });

  describe('on first load', () => {
    it('saves the first active country, the default zone and the fixed module', async () => {
      const { deps, doc } = sessionHarness();

      const outcome = await createSession(deps).boot();

      expect(outcome.status).toBe('ready');
      expect(deps.store.config.value.countryCode).toBe('eg');
      expect(doc.jar.get('country_code')).toBe('eg');
      expect(deps.store.zoneId.value).toBe('[2]');
      expect(deps.store.module.value).toEqual({ id: 1, module_type: 'ecommerce' });
      expect(deps.store.config.value.configData?.currency_symbol).toBe('E£');
    });

    it('takes the configuration the page came with, and asks for none', async () => {
      const { deps } = sessionHarness();
      const session = createSession(deps);

      const taken = session.adoptPageConfig({ language: 'ar', config: shopConfig() });
      const outcome = await session.boot();

      expect(taken).toBe(true);
      expect(outcome.status).toBe('ready');
      expect(deps.api.getConfig).not.toHaveBeenCalled();
      expect(session.located.value).toBe(true);
    });

    it('leaves a page configuration in another language than the shopper’s, and asks', async () => {
      const { deps } = sessionHarness();
      const session = createSession(deps);

      const taken = session.adoptPageConfig({ language: 'en', config: shopConfig() });
      await session.boot();

      expect(taken).toBe(false);
      expect(deps.api.getConfig).toHaveBeenCalledTimes(1);
    });

    it('is over before the guest id arrives, whose request the cart then joins', async () => {
      const { deps } = sessionHarness();
      let answerGuest: (reply: { guest_id: string }) => void = () => {};
      deps.api.requestGuestId.mockImplementation(
        () => new Promise((resolve) => (answerGuest = resolve)),
      );
      const session = createSession(deps);

      const outcome = await session.boot();
      const guestId = session.ensureGuestId();
      answerGuest({ guest_id: 'guest-42' });

      expect(outcome.status).toBe('ready');
      expect(await guestId).toBe('guest-42');
      expect(deps.store.guestId.value).toBe('guest-42');
      expect(deps.api.requestGuestId).toHaveBeenCalledTimes(1);
    });

    it('takes the first zone when none is flagged default', async () => {
      const { deps } = sessionHarness({
        config: shopConfig({ zones: [{ id: 5, name: 'Alexandria', default_zone: 0 }] }),
      });
      await createSession(deps).boot();
      expect(deps.store.zoneId.value).toBe('[5]');
    });

    it('keeps a country and zone the shopper already has', async () => {
      const { deps, doc } = sessionHarness({ storage: createMemoryStorage({ zoneid: '[1]' }) });
      createCookieJar(doc).set('country_code', 'in', 365);

      await createSession(deps).boot();

      expect(deps.store.zoneId.value).toBe('[1]');
      expect(deps.store.config.value.countryCode).toBe('sa');
    });

    it('goes to /maintainance in maintenance mode', async () => {
      const { deps } = sessionHarness({ config: shopConfig({ maintenance_mode: 1 }) });
      expect(await createSession(deps).boot()).toEqual({ status: 'maintenance' });
      expect(deps.navigate).toHaveBeenCalledWith('/maintainance');
    });

    it.each([
      ['an empty object', {}],
      ['null', null],
      ['an HTML page', '<!doctype html>'],
    ])('goes to /404 when the configuration is %s', async (_label, reply) => {
      const { deps } = sessionHarness();
      deps.api.getConfig.mockResolvedValueOnce(reply as never);
      expect(await createSession(deps).boot()).toEqual({ status: 'not-found' });
      expect(deps.navigate).toHaveBeenCalledWith('/404');
    });

    it('reports the shop as offline when the configuration cannot be fetched', async () => {
      const { deps } = sessionHarness();
      deps.api.getConfig.mockRejectedValueOnce(new Error('offline'));
      const outcome = await createSession(deps).boot();
      expect(outcome.status).toBe('offline');
      expect(deps.navigate).not.toHaveBeenCalled();
    });
  });

  describe('when changing the country', () => {
    const booted = async () => {
      const harness = sessionHarness({
        storage: createMemoryStorage({
          location: 'Tahrir Square',
          currentLatLng: '{"lat":30,"lng":31}',
        }),
      });
      const session = createSession(harness.deps);
      await session.boot();
      return { ...harness, session };
    };

    it('saves an active country, toasts it, forgets zone and location and reloads /home', async () => {
      const { deps, doc, session } = await booted();
      doc.jar.delete('country_code');

      expect(session.changeCountry('eg')).toEqual({ ok: true });

      expect(doc.jar.get('country_code')).toBe('eg');
      expect(deps.store.config.value.countryCode).toBe('eg');
      expect(deps.store.zoneId.value).toBeNull();
      expect(deps.store.location.value).toBeNull();
      expect(deps.store.currentLatLng.value).toBeNull();
      expect(deps.toast.success).toHaveBeenCalledWith(
        'Location has been changed to: {country} {"country":"Egypt"}',
      );
      expect(deps.reload).toHaveBeenCalledWith('/home');
    });

    it.each(['sa', 'in'])('refuses %s, which is coming soon, and changes nothing', async (code) => {
      const { deps, session } = await booted();
      const before = deps.store.config.value;

      expect(session.changeCountry(code)).toEqual({ ok: false, error: 'Coming soon' });

      expect(deps.store.config.value).toBe(before);
      expect(deps.store.zoneId.value).toBe('[2]');
      expect(deps.reload).not.toHaveBeenCalled();
    });

    it('refuses a country the shop does not offer', async () => {
      const { session } = await booted();
      expect(session.changeCountry('fr')).toEqual({
        ok: false,
        error: 'This country is not available',
      });
    });
  });
});
